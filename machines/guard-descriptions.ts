/**
 * Where the plain-language words of each machine's guards live: the i18n key (namespace 'flows',
 * src/locales/{de,en}/flows.json) per machine and guard name. The flow explorer shows them next to an
 * event whose guard is false; tests/web/flows-explorer.test.tsx checks that every guard of every
 * registered machine has its words in both languages. Guards with parameters name them in the text
 * (`{{code}}`, `{{step}}`…), filled with the values the transition passes.
 */
export const GUARD_NAMESPACE = 'flows';

/** 'guards.guestOrder.failedWith' */
export const guardDescriptionKey = (machineId: string, guard: string): string => `guards.${machineId}.${guard}`;
