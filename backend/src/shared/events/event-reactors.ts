import { Injectable } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { EVENT_REACTOR, type EventReactor, type ReactorMetadata } from './event-reactor.js';

export interface RegisteredReactor extends ReactorMetadata {
  instance: EventReactor;
}

/** Every `@ReactsTo` provider of the app, found once on first use. */
@Injectable()
export class EventReactors {
  private byConsumer?: Map<string, RegisteredReactor>;
  private byType?: Map<string, string[]>;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  /** Consumers subscribed to an event type. */
  consumersOf(eventType: string): readonly string[] {
    return this.index().byType.get(eventType) ?? [];
  }

  get(consumer: string): RegisteredReactor | undefined {
    return this.index().byConsumer.get(consumer);
  }

  consumers(): string[] {
    return [...this.index().byConsumer.keys()];
  }

  private index() {
    if (!this.byConsumer || !this.byType) {
      const byConsumer = new Map<string, RegisteredReactor>();
      const byType = new Map<string, string[]>();
      for (const wrapper of this.discovery.getProviders()) {
        const { instance, metatype } = wrapper;
        if (!instance || !metatype) continue;
        const meta = this.reflector.get<ReactorMetadata | undefined>(
          EVENT_REACTOR,
          metatype as new (...args: unknown[]) => unknown,
        );
        if (!meta) continue;
        if (byConsumer.has(meta.consumer)) {
          throw new Error(`Reaktion ${meta.consumer} ist doppelt registriert`);
        }
        byConsumer.set(meta.consumer, { ...meta, instance: instance as EventReactor });
        for (const type of meta.eventTypes) {
          byType.set(type, [...(byType.get(type) ?? []), meta.consumer]);
        }
      }
      this.byConsumer = byConsumer;
      this.byType = byType;
    }
    return { byConsumer: this.byConsumer, byType: this.byType };
  }
}
