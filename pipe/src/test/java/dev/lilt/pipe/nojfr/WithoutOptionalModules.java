package dev.lilt.pipe.nojfr;

import dev.lilt.pipe.MessagePipe;

/**
 * Run in a JVM limited to java.base (see OptionalModulesTest): a counting pipe with a failing
 * handler works, and an MXBean is refused with a clear exception.
 */
public final class WithoutOptionalModules {
    private WithoutOptionalModules() {
    }

    public static void main(String[] args) {
        if (ModuleLayer.boot().findModule("jdk.jfr").isPresent()
                || ModuleLayer.boot().findModule("java.management").isPresent()) {
            throw new AssertionError("expected a runtime without jdk.jfr and java.management");
        }
        int[] failures = new int[1];
        MessagePipe pipe = MessagePipe.builder().name("no-jfr").countPublishes(true)
                .errorHandler((message, failure) -> failures[0]++).build();
        pipe.subscriber(String.class).subscribe(s -> {
            throw new IllegalStateException("handler failed");
        });
        pipe.publisher(String.class).publish("hello");
        if (failures[0] != 1) {
            throw new AssertionError("the error handler saw " + failures[0] + " failures");
        }
        try {
            MessagePipe.builder().registerMBean(true).build();
            throw new AssertionError("registerMBean without java.management built a pipe");
        } catch (IllegalStateException expected) {
            System.out.println("refused: " + expected.getMessage());
        }
        pipe.close();
        System.out.println("ok");
    }
}
