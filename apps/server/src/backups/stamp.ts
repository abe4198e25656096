/** A time to name things by, in name order = time order: 20250131T235959123. */
export const restoreStamp = () => new Date().toISOString().replace(/[-:Z]/g, '').replace('.', '');
