import { defineConfig } from 'vitest/config';

// Pure `domain/` rules run in plain Node: no workerd needed; so do the architecture tests (the
// import graph of web/src and domain/).
export default defineConfig({
  test: {
    include: ['tests/domain/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
    environment: 'node',
  },
});
