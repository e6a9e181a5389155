/** The type of a running search box actor, for the views that render it. */
import type { ActorRefFrom } from 'xstate';
import type { searchBoxMachine } from '../../../../machines/searchBox.machine';

export type SearchBoxActorRef = ActorRefFrom<typeof searchBoxMachine>;
