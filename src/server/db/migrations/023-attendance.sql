-- Attendance (issue 25 §4) and the chambers' postal addresses (issue 25 §5). Rules:
-- services/attendance/ (the organizer's participant list), services/certificates/ (only a
-- participant marked present gets a certificate in their own name) and
-- services/customer-area/letter.ts (the § 15 Abs. 5 FAO letter goes to the chamber's full address).
-- Hand-written for PGlite and PostgreSQL alike. The migration runner splits scripts on lines that
-- END with a semicolon.

-- What organizer staff recorded for one participant (order_participant, 021-participants.sql) of a
-- date that has started: present or absent, and for online dates whether interaction and continuous
-- attendance were confirmed — the words a certificate may only print when someone vouched for them
-- (§ 15 Abs. 2 FAO). One row per participant row; recording again overwrites it (who and when are
-- the last recording). A replaced participant keeps their row (it is history, never listed).
-- recorded_by: the staff account; no foreign key, like the order tables: an account may be deleted,
-- the record stays.
create table participant_attendance (
  participant_id bigint primary key references order_participant (id) on delete cascade,
  present boolean not null,
  continuous boolean not null default false,
  recorded_at timestamptz not null default now(),
  recorded_by bigint not null,
  check (present or not continuous)
);

-- The chamber's street and postcode: a letter under § 15 Abs. 5 FAO is addressed to the chamber.
-- The seed writes them (seed/data/chambers.ts); the updates fill a database seeded before.
alter table chamber add column street text;
alter table chamber add column zip_code text;
update chamber set street = 'Friedrichstraße 7', zip_code = '96047' where name = 'Rechtsanwaltskammer Bamberg';
update chamber set street = 'Littenstraße 9', zip_code = '10179' where name = 'Rechtsanwaltskammer Berlin';
update chamber set street = 'Grillendamm 2', zip_code = '14776' where name = 'Rechtsanwaltskammer des Landes Brandenburg';
update chamber set street = 'Bruchtorwall 12', zip_code = '38100' where name = 'Rechtsanwaltskammer Braunschweig';
update chamber set street = 'Knochenhauerstraße 36/37', zip_code = '28195' where name = 'Hanseatische Rechtsanwaltskammer Bremen';
update chamber set street = 'Bahnhofstraße 5', zip_code = '29221' where name = 'Rechtsanwaltskammer Celle';
update chamber set street = 'Freiligrathstraße 25', zip_code = '40479' where name = 'Rechtsanwaltskammer Düsseldorf';
update chamber set street = 'Bockenheimer Anlage 36', zip_code = '60322' where name = 'Rechtsanwaltskammer Frankfurt am Main';
update chamber set street = 'Bertoldstraße 44', zip_code = '79098' where name = 'Rechtsanwaltskammer Freiburg';
update chamber set street = 'Valentinskamp 88', zip_code = '20355' where name = 'Hanseatische Rechtsanwaltskammer Hamburg';
update chamber set street = 'Ostring 15', zip_code = '59065' where name = 'Rechtsanwaltskammer Hamm';
update chamber set street = 'Reinhold-Frank-Straße 72', zip_code = '76133' where name = 'Rechtsanwaltskammer Karlsruhe';
update chamber set street = 'Karthäuserstraße 5a', zip_code = '34117' where name = 'Rechtsanwaltskammer Kassel';
update chamber set street = 'Rheinstraße 24', zip_code = '56068' where name = 'Rechtsanwaltskammer Koblenz';
update chamber set street = 'Riehler Straße 30', zip_code = '50668' where name = 'Rechtsanwaltskammer Köln';
update chamber set street = 'Bornhövedstraße 22', zip_code = '19055' where name = 'Rechtsanwaltskammer Mecklenburg-Vorpommern';
update chamber set street = 'Tal 33', zip_code = '80331' where name = 'Rechtsanwaltskammer München';
update chamber set street = 'Fürther Straße 115', zip_code = '90429' where name = 'Rechtsanwaltskammer Nürnberg';
update chamber set street = 'Staugraben 5', zip_code = '26122' where name = 'Rechtsanwaltskammer Oldenburg';
update chamber set street = 'Am Schloßberg 5', zip_code = '66119' where name = 'Rechtsanwaltskammer des Saarlandes';
update chamber set street = 'Glacisstraße 6', zip_code = '01099' where name = 'Rechtsanwaltskammer Sachsen';
update chamber set street = 'Gerhart-Hauptmann-Straße 5', zip_code = '39108' where name = 'Rechtsanwaltskammer Sachsen-Anhalt';
update chamber set street = 'Gottorfstraße 13', zip_code = '24837' where name = 'Schleswig-Holsteinische Rechtsanwaltskammer';
update chamber set street = 'Königstraße 14', zip_code = '70173' where name = 'Rechtsanwaltskammer Stuttgart';
update chamber set street = 'Bahnhofstraße 27', zip_code = '99084' where name = 'Rechtsanwaltskammer Thüringen';
update chamber set street = 'Christophstraße 30', zip_code = '72072' where name = 'Rechtsanwaltskammer Tübingen';
update chamber set street = 'Landauer Straße 17', zip_code = '66482' where name = 'Rechtsanwaltskammer Zweibrücken';
update chamber set street = 'Herrenstraße 45a', zip_code = '76133' where name = 'Rechtsanwaltskammer beim Bundesgerichtshof';
