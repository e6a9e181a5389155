/** The confirmation of a terminated distance-learning contract (terminate.ts), on a durable medium. */
import type { DistanceTermination } from '../../../shared/instalments.ts';
import type { Queryable } from '../../db/database.ts';
import { formatCents, formatDay } from '../../documents/index.ts';
import { readOrderFacts } from '../invoice/index.ts';
import { queueMail } from '../mail.ts';
import { TERMINATION_TEXT } from './mail-texts.ts';

export async function queueTerminationMail(tx: Queryable, orderId: number, positionId: number, termination: DistanceTermination) {
  const { order, language, email } = await readOrderFacts(tx, orderId);
  const line = order.lines.find((candidate) => candidate.positionId === positionId);
  if (!line) return;
  const t = TERMINATION_TEXT[language];
  const plan = line.instalments ?? [];
  const cancelled = plan.filter((entry) => entry.status === 'CANCELLED').map((entry) => String(entry.number));
  const reduced = plan.filter((entry) => entry.status === 'PLANNED' && entry.fullGrossValue !== null && entry.fullGrossValue !== undefined);
  const text = [
    t.greeting(`${order.buyer.firstName} ${order.buyer.lastName}`),
    '',
    t.intro(line.name, order.orderNumber),
    ...(line.zfuNumber ? [t.zfu(line.zfuNumber)] : []),
    t.declared(formatDay(termination.declaredOn, language)),
    t.ends(formatDay(termination.endsOn, language)),
    ...(cancelled.length > 0 ? [t.cancelled(cancelled.join(', '))] : []),
    ...reduced.map((entry) => t.reduced(entry.number, formatCents(entry.grossValue, language), formatCents(entry.fullGrossValue!, language))),
    t.noMore,
    '',
    t.closing,
  ].join('\n');
  await queueMail(tx, { to: email, subject: t.subject(order.orderNumber), text });
}
