import { FIRST_ANSWERS_ID } from '@iagree/contract';

/** The home page's data block as the server writes it (decisions 025, 045). */
export function putFirstAnswers(locale: string, answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_ANSWERS_ID;
  block.textContent = JSON.stringify({ locale, answers }).replace(/</g, '\\u003c');
  document.body.append(block);
}
