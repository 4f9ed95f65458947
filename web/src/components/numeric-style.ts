/** How numbers sit in table cells: right-aligned tabular digits on one line (ui.md, Numbers). */
export const NUMERIC_STYLE = { fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' } as const;
export const TABULAR_STYLE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
