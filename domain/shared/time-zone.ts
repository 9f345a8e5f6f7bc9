/** The portal's clock is Hamburg's: months and days begin at midnight in Europe/Berlin. */
export const portalTimeZone = 'Europe/Berlin';
