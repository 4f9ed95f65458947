/**
 * The app's Radix theme: the signed-in app's `<Theme>`, the signed-out pages' copy of its markup
 * (app/theme-root.tsx) and what reads Theme's context without it (the bond calculator's lists).
 */
export const THEME = { accentColor: 'indigo', grayColor: 'slate', radius: 'medium', scaling: '100%', panelBackground: 'translucent' } as const;
