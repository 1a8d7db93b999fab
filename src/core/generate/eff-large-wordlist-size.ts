/** Words in the EFF large word list (6^5); entropy can be computed without loading the list. */
export const EFF_LARGE_WORDLIST_SIZE = 7776;
