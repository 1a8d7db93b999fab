/*
 * The username word list is the EFF large word list's short plain words: 3 to 6 lower-case
 * letters, no hyphen, so a username stays short and every word reads as one word. Its size is
 * kept here so the entropy can be computed without loading the 60 KB list; a test checks it
 * against the list.
 */

/** The most letters in a username word. */
export const USERNAME_WORD_MAX_LETTERS = 6;

/** Words in the username word list (the EFF large list's words of 3-6 plain letters). */
export const USERNAME_WORD_LIST_SIZE = 2848;

/** Whether an EFF list word is a username word. */
export function isUsernameWord(word: string): boolean {
  return word.length <= USERNAME_WORD_MAX_LETTERS && /^[a-z]+$/.test(word);
}
