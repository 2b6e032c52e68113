/** The package id as the screens show it: its last 8 characters (spec part 2 §9). */
export const shortId = (id: string) => id.slice(-8);
