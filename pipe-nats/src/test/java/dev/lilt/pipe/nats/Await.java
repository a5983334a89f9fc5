package dev.lilt.pipe.nats;

import dev.lilt.pipe.remote.testkit.LocalServer;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** Bounded waits for the NATS tests: nothing waits forever, a timeout fails the test with what it waited for. */
final class Await {
    static final long SECONDS = 15;

    private Await() {
    }

    static <T> T await(CompletionStage<T> stage) {
        try {
            return stage.toCompletableFuture().get(SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("the stage failed: " + e.getCause(), e.getCause());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("no completion within " + SECONDS + " s", e);
        }
    }

    static <T> T next(BlockingQueue<T> queue) {
        try {
            T value = queue.poll(SECONDS, TimeUnit.SECONDS);
            if (value == null) {
                throw new AssertionError("nothing arrived within " + SECONDS + " s");
            }
            return value;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static void until(String what, long seconds, BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + seconds + " s: " + what);
            }
            LocalServer.sleep(10);
        }
    }
}
