/**
 * One position of a firm's order on the page "Kanzlei": the course, its date and places, who takes
 * them, and — while naming or substituting is open and the buyer is still a member — the buyer's own
 * participants form (issue 25 §6: "the buyer (or the firm's office manager) replaces a participant"),
 * saving through the firm's route. After saving, the names listed are the new ones.
 */
import { useState } from 'react';
import { nameFirmParticipants } from '../../../api/firm';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/texts';
import type { FirmOrder, FirmOrderPosition as Position } from '../../../shared/firm';
import type { ParticipantCandidate, SeatParticipant } from '../../../shared/participants';
import { namingOpen, PositionParticipants, substitutionOpen } from '../courses/PositionParticipants';

const namesOf = (seats: readonly SeatParticipant[]) =>
  seats.flatMap(({ participant }) => (participant ? [`${participant.firstName} ${participant.lastName}`] : []));

export function FirmOrderPosition({
  order,
  position,
  members,
}: {
  order: FirmOrder;
  position: Position;
  /** The firm's members, offered as "Mitglied der Kanzlei". */
  members: readonly ParticipantCandidate[];
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [seats, setSeats] = useState(position.participants);
  const names = seats ? namesOf(seats) : position.participantNames;
  // A refusal meanwhile (closed, withdrawn) the form shows itself, hiding its buttons.
  const changeable =
    order.participantsChangeable &&
    position.participants !== undefined &&
    (namingOpen(position, order.status) || substitutionOpen(position, order.status));
  return (
    <li>
      {position.startDate
        ? t('firm.records.position', { name: position.name, date: formatDate(position.startDate), seats: position.seats })
        : position.name}
      {names.length > 0 && (
        <span className="firm-records__participants">{t('firm.records.participants', { names: names.join(', ') })}</span>
      )}
      {changeable && (
        <PositionParticipants
          orderStatus={order.status}
          position={position}
          save={(positionId, entries) => nameFirmParticipants(order.orderNumber, positionId, entries)}
          buyerName={`${order.buyer.firstName} ${order.buyer.lastName}`}
          members={members}
          seatList={false}
          onSaved={setSeats}
        />
      )}
    </li>
  );
}
