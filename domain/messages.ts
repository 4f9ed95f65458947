/** User-visible texts of the specification, kept word for word (spec README). */
export const MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  sessionExpired: 'Session expired, please login again.',
  usernameRequired: 'Please input a your username!',
  passwordRequired: 'Please input your Password!',
  successfulOperation: 'Successful operation',
  genericError: 'An error has occurred',
  noSessionsForClass:
    'No sessions on selected class. Create a new session or select other class to see its sessions.',
  invalidNumber: 'Please input a valid number!',
  walletNotFound: 'Wallet not found!',
  /** Issue 12: the cap on a player's open orders (engine/orders.ts MAX_OPEN_ORDERS). */
  tooManyOpenOrders: 'You can have at most 200 open orders.',
  /** Issue 14, insights (spec 001 §5, §8). */
  invalidLayoutType: 'Invalid layout type',
  teamMemberNotSelected: 'Team member not selected',
  insightsReportFailed: 'Failed to create Insights Report!',
} as const;
