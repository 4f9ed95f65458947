import { defineConfig } from 'vitest/config';

// Pure `domain/` rules run in plain Node: no workerd needed.
export default defineConfig({
  test: {
    include: ['tests/domain/**/*.test.ts'],
    environment: 'node',
  },
});
