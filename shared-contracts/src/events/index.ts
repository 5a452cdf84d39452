// `shared-contracts/events`: the typed event bus between areas.

export { EVENTS, createEventBus, getEventBus, publishEvent } from './event-bus';
export type { EventBus, EventHandler, EventName, EventPayloads } from './event-bus';
export { useEventBusListener } from './use-event-bus-listener';
