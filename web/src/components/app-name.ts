/** The product's name, in the header and on the sign-in page (and index.html's title). */
export const APP_NAME = 'Trading Simulator';
