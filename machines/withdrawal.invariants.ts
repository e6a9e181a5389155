/** The rules every path of the withdrawal function keeps (machines/flow-invariants.ts). */
import { last, passedThrough, type FlowInvariant, type InvariantStep } from './flow-invariants';
import type { WithdrawalContext } from './withdrawal.machine';

const contextOf = (step: InvariantStep) => step.state.context as WithdrawalContext;
const previous = (steps: readonly InvariantStep[]) => steps[steps.length - 2];
const withdrawable = (context: WithdrawalContext) =>
  new Set((context.order?.positions ?? []).filter((p) => p.refusal === null).map((p) => p.positionId));
/** States where a selection is on its way or made: it must be a valid one. */
const WITH_SELECTION = ['previewing', 'previewFailed', 'confirm', 'submitting', 'submitFailed', 'withdrawn'];

export const withdrawalInvariants: readonly FlowInvariant[] = [
  {
    id: 'declaredOnlyAfterStep2',
    de: 'Nichts wird erklärt, bevor Schritt 2 gezeigt wurde: der Widerruf wird nur aus „Widerruf bestätigen“ (oder dessen Wiederholung) gesendet, und zwar genau mit den Positionen, deren Beträge Schritt 2 gezeigt hat.',
    en: 'Nothing is declared before step 2 was shown: the withdrawal is sent only from "Widerruf bestätigen" (or its retry), and with exactly the positions whose amounts step 2 showed.',
    holds: (steps) => {
      if (!last(steps).matches('submitting')) return true;
      const before = previous(steps);
      if (!before) return false;
      const fromConfirm = before.state.matches('confirm') && steps.at(-1)!.event.type === 'user.declare';
      const fromRetry = before.state.matches('submitFailed') && steps.at(-1)!.event.type === 'user.retry';
      const context = contextOf(steps.at(-1)!);
      const shown = (context.preview?.lines ?? []).map((line) => line.positionId).sort();
      return (
        (fromConfirm || fromRetry) &&
        passedThrough(steps, 'confirm') &&
        JSON.stringify(shown) === JSON.stringify([...context.selection].sort())
      );
    },
  },
  {
    id: 'onlyWithdrawableSelected',
    de: 'Nur Positionen, die widerrufen werden können, lassen sich auswählen: ab Schritt 1 ist die Auswahl nie leer, nennt jede Position einmal, und jede davon ist eine Position der Bestellung ohne Ablehnungsgrund.',
    en: 'Only positions that can be withdrawn can be selected: from step 1 on the selection is never empty, names each position once, and each is a position of the order without a refusal.',
    holds: (steps) => {
      const state = last(steps);
      const context = contextOf(steps.at(-1)!);
      if (context.selection.length === 0) return !WITH_SELECTION.some((value) => state.matches(value));
      const allowed = withdrawable(context);
      return new Set(context.selection).size === context.selection.length && context.selection.every((id) => allowed.has(id));
    },
  },
  {
    id: 'oneDeclarationPerKey',
    de: 'Eine Erklärung wird je Idempotency-Key höchstens einmal gesendet: jedes „Widerruf bestätigen“ bekommt eine neue Erklärungsnummer (und damit einen neuen Schlüssel), „Erneut versuchen“ sendet dieselbe; eine Quittung gibt es höchstens einmal.',
    en: 'A declaration is sent at most once per Idempotency-Key: every "Widerruf bestätigen" gets a new declaration number (and so a new key), "Erneut versuchen" sends the same one; there is at most one receipt.',
    holds: (steps) => {
      const step = steps.at(-1)!;
      const before = previous(steps);
      if (steps.filter((s) => s.state.matches('withdrawn')).length > 1) return false;
      if (!before || !step.state.matches('submitting')) return true;
      const number = contextOf(step).declarationNumber;
      const earlier = contextOf(before).declarationNumber;
      if (step.event.type === 'user.declare') return number === earlier + 1;
      if (step.event.type === 'user.retry') return number === earlier && number > 0;
      return false;
    },
  },
  {
    id: 'everyWaitEnds',
    de: 'Jedes Warten endet mit Inhalt oder einem Fehler mit „Erneut versuchen“: ein Fehlerzustand nennt den Fehler und nimmt „Erneut versuchen“ an; ein fehlgeschlagener Aufruf führt in einen solchen Zustand oder, wenn der Link abgelehnt wurde, zum Formular für einen neuen Link.',
    en: 'Every wait ends in content or an error with "Erneut versuchen": an error state names the failure and accepts "Erneut versuchen"; a failed call leads to such a state or, when the link was rejected, to the form for a new link.',
    holds: (steps) => {
      const state = last(steps);
      const context = contextOf(steps.at(-1)!);
      if (state.hasTag('error') && (context.failure === null || !state.can({ type: 'user.retry' }))) return false;
      if (state.hasTag('error') && state.hasTag('loading')) return false;
      const before = previous(steps);
      if (before?.state.hasTag('loading') && steps.at(-1)!.event.type.startsWith('xstate.error.actor.')) {
        return state.hasTag('error') || state.matches('linkInvalid');
      }
      return true;
    },
  },
  {
    id: 'noOrderWithoutLink',
    de: 'Ohne signierten Link wird keine Bestellung gezeigt: Bestelldaten gibt es nur mit einem Link, und nach „Link anfordern“ sagt die Seite dasselbe, ob Bestellnummer und E-Mail-Adresse passen oder nicht.',
    en: 'Without a signed link no order is shown: order data come only with a link, and after "request a link" the page says the same whether or not order number and e-mail match.',
    holds: (steps) => {
      const state = last(steps);
      const context = contextOf(steps.at(-1)!);
      if (context.order !== null && context.token === null) return false;
      if (state.matches('linkSent')) return context.order === null && context.failure === null;
      return true;
    },
  },
  {
    id: 'refusalExplained',
    de: 'Eine Bestellung, die nicht widerrufen werden kann, wird mit ihrem Grund gezeigt; Schritt 1 erscheint nur für eine Bestellung mit mindestens einer widerrufbaren Position.',
    en: 'An order that cannot be withdrawn is shown with its reason; step 1 appears only for an order with at least one position that can be withdrawn.',
    holds: (steps) => {
      const state = last(steps);
      const context = contextOf(steps.at(-1)!);
      if (state.matches('notWithdrawable')) return context.order?.refusal != null;
      if (state.matches('select')) return context.order?.refusal === null && withdrawable(context).size > 0;
      return true;
    },
  },
];
