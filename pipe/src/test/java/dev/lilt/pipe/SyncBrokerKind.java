package dev.lilt.pipe;

import java.util.function.Function;

/** Every synchronous broker kind behind one face, so one contract suite runs over all of them. */
enum SyncBrokerKind {
    PLAIN(pipe -> {
        Publisher<String> p = pipe.publisher(String.class);
        Subscriber<String> s = pipe.subscriber(String.class);
        return new Face(p::publish, s::subscribe);
    }),
    KEYED(pipe -> {
        KeyedPublisher<Integer, String> p = pipe.keyedPublisher(Integer.class, String.class);
        KeyedSubscriber<Integer, String> s = pipe.keyedSubscriber(Integer.class, String.class);
        return new Face(m -> p.publish(7, m), h -> s.subscribe(7, h));
    }),
    BUFFERED(pipe -> {
        BufferedPublisher<String> p = pipe.bufferedPublisher(String.class);
        BufferedSubscriber<String> s = pipe.bufferedSubscriber(String.class);
        return new Face(p::publish, s::subscribe);
    }),
    EVENT(pipe -> {
        Event<String> e = Event.create();
        return new Face(e.publisher()::publish, e.subscriber()::subscribe);
    });

    /** Publish and subscribe on one broker of this kind. */
    static final class Face {
        private final MessageHandler<String> publish;
        private final Function<MessageHandler<String>, Subscription> subscribe;

        Face(MessageHandler<String> publish, Function<MessageHandler<String>, Subscription> subscribe) {
            this.publish = publish;
            this.subscribe = subscribe;
        }

        void publish(String message) {
            publish.handle(message);
        }

        Subscription subscribe(MessageHandler<String> handler) {
            return subscribe.apply(handler);
        }
    }

    private final Function<MessagePipe, Face> open;

    SyncBrokerKind(Function<MessagePipe, Face> open) {
        this.open = open;
    }

    Face open(MessagePipe pipe) {
        return open.apply(pipe);
    }
}
