import { useEffect, useRef } from 'react';
import { getEventBus } from './event-bus';
import type { EventHandler, EventName } from './event-bus';

/** Listens to a bus event while the component is mounted; the latest handler is always called. */
export function useEventBusListener<E extends EventName>(event: E, handler: EventHandler<E>): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  }, [handler]);
  useEffect(() => getEventBus().on(event, (payload) => handlerRef.current(payload)), [event]);
}
