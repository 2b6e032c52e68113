/** 'Experian', 'Experian and Equifax', 'Experian, Equifax and TransUnion'. */
export const listOf = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);
