package dev.lilt.pipe.link.internal;

import dev.lilt.pipe.link.LinkProtocolException;
import dev.lilt.pipe.remote.spi.Topic;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** NodeEvents that record what a node reports, for the node tests. */
final class RecordingEvents implements NodeEvents {
    /** One delivery: the topic it matched, the key, the payload as text. */
    record Delivery(Topic topic, String key, String text) {
    }

    final LinkedBlockingQueue<Delivery> deliveries = new LinkedBlockingQueue<>();
    final LinkedBlockingQueue<LinkProtocolException> protocolErrors = new LinkedBlockingQueue<>();
    final LinkedBlockingQueue<Boolean> linkChanges = new LinkedBlockingQueue<>();
    final LinkedBlockingQueue<String> notices = new LinkedBlockingQueue<>();

    @Override
    public void deliver(Topic topic, String key, byte[] payload) {
        deliveries.add(new Delivery(topic, key, new String(payload, StandardCharsets.UTF_8)));
    }

    @Override
    public void protocolError(LinkProtocolException failure) {
        protocolErrors.add(failure);
    }

    @Override
    public void notice(String message, Throwable cause) {
        notices.add(message);
    }

    @Override
    public void linkUp(boolean up) {
        linkChanges.add(up);
    }

    @Override
    public RuntimeException notSent(String key, String reason) {
        return new IllegalStateException("not sent: " + key + ": " + reason);
    }

    @Override
    public RuntimeException outcomeUnknown(String key, String reason) {
        return new IllegalStateException("unknown: " + key + ": " + reason);
    }

    Delivery next() throws InterruptedException {
        Delivery delivery = deliveries.poll(10, TimeUnit.SECONDS);
        if (delivery == null) {
            throw new AssertionError("no delivery within 10 s");
        }
        return delivery;
    }
}
