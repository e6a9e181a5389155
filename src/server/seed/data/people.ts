/**
 * Name pools and vita building blocks for the fictional referents. Common German first and last
 * names, combined at random, so no real person is described.
 */
export const FEMALE_FIRST_NAMES = [
  'Anna', 'Katharina', 'Julia', 'Christina', 'Sabine', 'Stefanie', 'Claudia', 'Nicole', 'Andrea', 'Susanne',
  'Birgit', 'Petra', 'Martina', 'Kerstin', 'Sandra', 'Melanie', 'Daniela', 'Miriam', 'Johanna', 'Lea',
  'Franziska', 'Carolin', 'Kathrin', 'Eva', 'Ulrike', 'Heike', 'Silke', 'Anja', 'Verena', 'Theresa',
  'Charlotte', 'Hannah', 'Lena', 'Judith', 'Barbara', 'Inga', 'Maren', 'Svenja', 'Friederike', 'Antje',
] as const;

export const MALE_FIRST_NAMES = [
  'Thomas', 'Michael', 'Andreas', 'Stefan', 'Christian', 'Markus', 'Martin', 'Frank', 'Jan', 'Tobias',
  'Alexander', 'Sebastian', 'Florian', 'Matthias', 'Daniel', 'Jens', 'Oliver', 'Ralf', 'Uwe', 'Jörg',
  'Peter', 'Klaus', 'Wolfgang', 'Dirk', 'Carsten', 'Holger', 'Bernd', 'Philipp', 'Johannes', 'Felix',
  'Benedikt', 'Moritz', 'Lukas', 'Henrik', 'Timo', 'Volker', 'Hendrik', 'Georg', 'Maximilian', 'Kai',
] as const;

export const LAST_NAMES = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
  'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann',
  'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier',
  'Lehmann', 'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber',
  'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz', 'Möller', 'Weiß', 'Jung', 'Hahn', 'Schubert',
  'Vogel', 'Friedrich', 'Keller', 'Günther', 'Frank', 'Berger', 'Winkler', 'Roth', 'Beck', 'Lorenz',
  'Baumann', 'Franke', 'Albrecht', 'Schuster', 'Simon', 'Ludwig', 'Böhm', 'Winter', 'Kraus', 'Martin',
  'Schumacher', 'Krämer', 'Vogt', 'Stein', 'Jäger', 'Otto', 'Sommer', 'Groß', 'Seidel', 'Heinrich',
  'Brandt', 'Haas', 'Schreiber', 'Graf', 'Schulte', 'Dietrich', 'Ziegler', 'Kuhn', 'Kühn', 'Pohl',
] as const;

/** Where referents studied law: university towns, named by town only. */
export const STUDY_TOWNS = [
  'Berlin', 'Bonn', 'Freiburg', 'Göttingen', 'Heidelberg', 'Köln', 'Münster', 'München', 'Hamburg',
  'Leipzig', 'Tübingen', 'Würzburg', 'Mainz', 'Passau', 'Kiel', 'Jena', 'Frankfurt am Main', 'Regensburg',
] as const;
