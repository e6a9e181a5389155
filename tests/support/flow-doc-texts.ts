/**
 * The fixed texts of docs/flows in both languages: German is the shop's language and the analysts'
 * (docs/flows/<id>.md), English sits beside it (docs/flows/en/<id>.md). The words for states, events,
 * guards, services and timers come from src/locales/<language>/flows.json (flow-doc-words.ts), so the
 * docs and the flow explorer say the same; only the page frame is here.
 */
import type { SenderKind } from './flow-senders';

export type DocLanguage = 'de' | 'en';

export interface DocTexts {
  /** Link to the page in the other language. */
  otherLanguage: string;
  machineLine: (file: string, states: number, transitions: number) => string;
  invariants: string;
  noInvariants: string;
  overview: string;
  overviewIntro: string;
  /** Above the list of hub arrows the overview leaves out. */
  hubsIntro: string;
  hub: (direction: 'in' | 'out', hub: string, others: string) => string;
  chart: string;
  chartIntro: string;
  group: (name: string) => string;
  groupIntro: string;
  start: string;
  stateCount: (count: number) => string;
  /** The other end of a transition every state of a compound state has. */
  fromAnyState: string;
  /** The box a compound state's own transitions start from in its step's chart. */
  anyStateOf: (name: string) => string;
  anyState: string;
  anyStateIntro: string;
  states: string;
  statesIntro: string;
  partOf: string;
  invokes: string;
  timer: string;
  final: string;
  tags: string;
  noTransitions: string;
  stays: string;
  onlyIf: string;
  otherwise: string;
  actions: string;
  events: string;
  eventsHeader: string;
  senderKind: Record<SenderKind, string>;
  paths: string;
  noModel: string;
  pathsIntro: (count: number, file: string, byState: number, byTransition: number) => string;
  pathStart: string;
  /** When paths differing only in data read the same. */
  samePaths: (distinct: number) => string;
  variants: (count: number) => string;
  indexTitle: string;
  indexIntro: string[];
  indexHeader: string;
  indexFooter: string[];
}

export const DOC_TEXTS: Record<DocLanguage, DocTexts> = {
  de: {
    otherLanguage: 'English version',
    machineLine: (file, states, transitions) => `Code: \`${file}\` · ${states} Zustände · ${transitions} Übergänge`,
    invariants: 'Regeln, die auf jedem Weg gelten',
    noInvariants: '— Für diesen Ablauf sind noch keine Regeln hinterlegt.',
    overview: 'Überblick: die Schritte',
    overviewIntro:
      'Jeder Kasten ist eine Gruppe von Zuständen (ein Schritt); die Pfeile sagen, welche Ereignisse von einem Schritt zum nächsten führen. Jeder Schritt mit mehreren Zuständen hat darunter sein eigenes Diagramm.',
    hubsIntro: 'Damit der Überblick lesbar bleibt, sind diese Pfeile nicht gezeichnet (die Diagramme der Schritte zeigen sie):',
    hub: (direction, hub, others) => (direction === 'in' ? `Nach ${hub} führen: ${others}.` : `Von ${hub} geht es außerdem zu: ${others}.`),
    chart: 'Diagramm',
    chartIntro: 'Übergänge, die nur Aktionen ausführen und den Zustand nicht wechseln, stehen unten bei ihrem Zustand, nicht im Diagramm.',
    group: (name) => `Schritt: ${name}`,
    groupIntro:
      'Die Zustände dieses Schritts; gestrichelt umrandet sind die anderen Schritte, aus denen es hierher geht oder wohin es weitergeht. Kommen viele Schritte am selben Zustand an, nennt ein Kasten sie alle mit ihrem Ereignis.',
    start: 'Start',
    stateCount: (count) => `${count} Zustände`,
    fromAnyState: 'aus jedem Zustand darin',
    anyStateOf: (name) => `jeder Zustand in „${name}“`,
    anyState: 'In jedem Zustand',
    anyStateIntro: 'Diese Übergänge gelten in jedem Zustand des Ablaufs:',
    states: 'Zustände und Übergänge',
    statesIntro:
      'Je Zustand seine Bedeutung, darunter der Name im Code und jeder Übergang. Bedingte Übergänge eines Ereignisses werden von oben nach unten geprüft; der erste, dessen Bedingung gilt, wird genommen.',
    partOf: 'Teil von',
    invokes: 'Ruft auf',
    timer: 'Zeitgeber',
    final: 'Endzustand',
    tags: 'Markierungen',
    noTransitions: 'Kein eigener Übergang.',
    stays: 'bleibt im Zustand',
    onlyIf: 'Bedingung',
    otherwise: 'sonst',
    actions: 'Aktionen',
    events: 'Ereignisse',
    eventsHeader: '| Ereignis | Von wem | Wer genau | Behandelt in |\n|---|---|---|---|',
    senderKind: {
      user: 'Nutzer',
      server: 'Server',
      'identity provider': 'Anmeldeanbieter',
      browser: 'Browser',
      timer: 'Zeitgeber',
      'another machine': 'anderer Ablauf',
      'the app': 'die App',
    },
    paths: 'Wege',
    noModel: 'Für diesen Ablauf gibt es noch kein Modell in `machines/index.ts`: erst mit repräsentativen Ereignissen (`model`) werden die Wege aufgelistet und getestet.',
    pathsIntro: (count, file, byState, byTransition) =>
      `${count} Wege, jeder von \`${file}\` gegen die echte Ansicht getestet: ${byState} führen auf kürzestem Weg zu einem Zustand, ${byTransition} nehmen einen Übergang, den kein kürzester Weg nimmt.`,
    pathStart: 'Start',
    samePaths: (distinct) =>
      `In Worten sind es ${distinct} verschiedene Wege: Wege, die sich nur in den Daten unterscheiden (etwa ein anderer Fehler derselben Art), stehen einmal da, mit der Zahl ihrer Varianten.`,
    variants: (count) => `(${count} Varianten)`,
    indexTitle: 'Abläufe',
    indexIntro: [
      'Jeder Geschäftsablauf der Seite ist ein Zustandsautomat (XState) in `machines/` (Verzeichnis: `machines/index.ts`).',
      'Jede Seite zeigt den Zweck, die Regeln, die auf jedem Weg gelten, das Diagramm (bei großen Abläufen einen Überblick und je Schritt ein Diagramm),',
      'jeden Zustand mit seiner Bedeutung und seinen Übergängen, wer welches Ereignis sendet, und die Wege, die die modellbasierten Tests gehen.',
      'Was die Tests von jedem Ablauf abdecken, Weg für Weg: [coverage.md](coverage.md) (englisch).',
    ],
    indexHeader: '| Ablauf | Zweck | Zustände | Übergänge | Wege |\n|---|---|---|---|---|',
    indexFooter: [
      '- `npm run flows` schreibt diese Seiten; CI prüft mit `npm run flows -- --check`, dass sie zu den Abläufen passen.',
      '- `npm run flows:render` zeichnet jedes Diagramm mit Mermaid selbst und schlägt bei einem Fehler fehl.',
      '- `npm run paths` zeigt, wie viel jedes Ablaufs die modellbasierten Tests abgedeckt haben, und schlägt unter 100 % fehl.',
    ],
  },
  en: {
    otherLanguage: 'Deutsche Fassung',
    machineLine: (file, states, transitions) => `Code: \`${file}\` · ${states} states · ${transitions} transitions`,
    invariants: 'Rules that hold on every path',
    noInvariants: '— No rules written down for this flow yet.',
    overview: 'Overview: the steps',
    overviewIntro:
      'Each box is a group of states (a step); the arrows say which events lead from one step to the next. Each step with several states has its own chart below.',
    hubsIntro: 'To keep the overview legible, these arrows are not drawn (the charts of the steps show them):',
    hub: (direction, hub, others) => (direction === 'in' ? `Into ${hub} lead: ${others}.` : `From ${hub} the flow also goes to: ${others}.`),
    chart: 'Chart',
    chartIntro: 'Transitions that only run actions and keep the state are listed below with their state, not in the chart.',
    group: (name) => `Step: ${name}`,
    groupIntro:
      'The states of this step; dashed are the other steps it is entered from or leads to. Where many steps enter at the same state, one box names them all with their event.',
    start: 'Start',
    stateCount: (count) => `${count} states`,
    fromAnyState: 'from any state inside',
    anyStateOf: (name) => `any state in “${name}”`,
    anyState: 'In any state',
    anyStateIntro: 'These transitions apply in every state of the flow:',
    states: 'States and transitions',
    statesIntro:
      "Each state by its meaning, below it the name in the code and every transition. Guarded transitions of one event are tried top to bottom; the first whose condition holds is taken.",
    partOf: 'Part of',
    invokes: 'Invokes',
    timer: 'Timer',
    final: 'final state',
    tags: 'Tags',
    noTransitions: 'No transition of its own.',
    stays: 'stays in the state',
    onlyIf: 'only if',
    otherwise: 'otherwise',
    actions: 'Actions',
    events: 'Events',
    eventsHeader: '| Event | Sent by | Who exactly | Handled in |\n|---|---|---|---|',
    senderKind: {
      user: 'user',
      server: 'server',
      'identity provider': 'identity provider',
      browser: 'browser',
      timer: 'timer',
      'another machine': 'another flow',
      'the app': 'the app',
    },
    paths: 'Paths',
    noModel: 'No model in `machines/index.ts` yet: add representative events (`model`) to list the paths and test them.',
    pathsIntro: (count, file, byState, byTransition) =>
      `${count} paths, each run against the real view by \`${file}\`: ${byState} are shortest paths to a state, ${byTransition} take a transition no shortest path takes.`,
    pathStart: 'Start',
    samePaths: (distinct) =>
      `In words they are ${distinct} different paths: paths that differ only in their data (say another error of the same kind) are listed once, with the number of their variants.`,
    variants: (count) => `(${count} variants)`,
    indexTitle: 'Flows',
    indexIntro: [
      'Every business flow of the SPA is an XState machine in `machines/` (registry: `machines/index.ts`).',
      'Each page shows the purpose, the rules that hold on every path, the chart (for large flows an overview and one chart per step),',
      'every state by its meaning with its transitions, who sends each event, and the paths the model-based tests run.',
      'What the tests cover of each machine, path by path: [coverage.md](../coverage.md).',
    ],
    indexHeader: '| Flow | Purpose | States | Transitions | Paths |\n|---|---|---|---|---|',
    indexFooter: [
      '- `npm run flows` writes these pages; CI runs `npm run flows -- --check`, which fails when they differ from the machines.',
      "- `npm run flows:render` renders every chart with Mermaid's own renderer and fails on any error.",
      '- `npm run paths` shows how much of each machine the model-based tests covered in their last run, and fails below 100 %.',
    ],
  },
};
