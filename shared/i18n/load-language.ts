/**
 * Makes a language's messages ready before it is spoken. Here, as main, the core and the tests run
 * it, every language's messages are imported with the message functions: nothing to wait for.
 * The window's build replaces this module (renderer/language-chunks.ts): there the first file
 * carries English only, and another language is fetched, as a chunk of its own, the first time
 * it is chosen, so a person who reads English never downloads the other two.
 */
export async function loadLanguage(_language: string): Promise<void> {}
