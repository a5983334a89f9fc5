package dev.lilt.pipe;

import java.util.ArrayList;
import java.util.List;

/** Records which named handler saw which message, in call order. Thread-safe. */
final class Recorder {
    private final List<String> calls = new ArrayList<>();

    MessageHandler<String> handler(String name) {
        return message -> record(name + ":" + message);
    }

    synchronized void record(String call) {
        calls.add(call);
    }

    synchronized List<String> calls() {
        return List.copyOf(calls);
    }

    synchronized void clear() {
        calls.clear();
    }
}
