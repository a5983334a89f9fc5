package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class RequestTest {
    // several handlers per pair are the default; singleRequestHandler(true) is tested in RequestFilterTest
    private final MessagePipe pipe = MessagePipe.create();
    private final Requester<String, Integer> length = pipe.requester(String.class, Integer.class);

    @Test
    void invoke_callsRegisteredHandler() {
        pipe.register(String.class, Integer.class, String::length);

        assertThat(length.invoke("four")).isEqualTo(4);
    }

    @Test
    void invoke_noHandler_throwsNamingRequestType() {
        assertThatThrownBy(() -> length.invoke("x"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("no request handler registered for java.lang.String -> java.lang.Integer");
        assertThatThrownBy(() -> length.invokeAsync("x"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("java.lang.String");
    }

    @Test
    void invoke_afterHandlerClosed_throws() {
        pipe.register(String.class, Integer.class, String::length).close();

        assertThatThrownBy(() -> length.invoke("x")).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void invoke_severalHandlers_throwsUntilOneIsLeft() {
        Subscription first = pipe.register(String.class, Integer.class, s -> 1);
        pipe.register(String.class, Integer.class, s -> 2);
        assertThatThrownBy(() -> length.invoke("x"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("2 request handlers are registered for java.lang.String -> java.lang.Integer")
                .hasMessageContaining("invokeAll");

        first.close();

        assertThat(length.invoke("x")).isEqualTo(2);
    }

    @Test
    void invoke_handlerException_propagatesAsThrown() {
        pipe.register(String.class, Integer.class, s -> {
            throw new IllegalArgumentException("bad request " + s);
        });

        assertThatThrownBy(() -> length.invoke("x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("bad request x");
    }

    @Test
    void invoke_asyncHandler_waitsForIt() {
        pipe.registerAsync(String.class, Integer.class, s -> CompletableFuture.supplyAsync(s::length));

        assertThat(length.invoke("seven..")).isEqualTo(7);
    }

    @Test
    void invokeAsync_syncHandler_wrapsResultAndFailure() {
        Subscription ok = pipe.register(String.class, Integer.class, String::length);
        assertThat(length.invokeAsync("abc").toCompletableFuture()).isCompletedWithValue(3);
        ok.close();

        pipe.register(String.class, Integer.class, s -> {
            throw new IllegalStateException("nope");
        });
        CompletionStage<Integer> failed = length.invokeAsync("abc");
        assertThatThrownBy(() -> failed.toCompletableFuture().join())
                .isInstanceOf(CompletionException.class).hasRootCauseMessage("nope");
    }

    @Test
    void invokeAll_callsEveryHandlerInRegistrationOrder() {
        pipe.register(String.class, Integer.class, s -> 1);
        Subscription two = pipe.register(String.class, Integer.class, s -> 2);
        pipe.register(String.class, Integer.class, s -> 3);
        pipe.registerAsync(String.class, Integer.class, s -> CompletableFuture.completedFuture(4));
        two.close();

        assertThat(length.invokeAll("x")).containsExactly(1, 3, 4);
    }

    @Test
    void invokeAll_noHandler_returnsEmpty() {
        assertThat(length.invokeAll("x")).isEmpty();
        assertThat(length.invokeAllAsync("x").toCompletableFuture()).isCompletedWithValue(List.of());
    }

    @Test
    void invokeAll_throwingHandler_othersStillRunThenThrows() {
        RuntimeException boom = new RuntimeException("boom");
        int[] calls = new int[1];
        pipe.register(String.class, Integer.class, s -> {
            throw boom;
        });
        pipe.register(String.class, Integer.class, s -> ++calls[0]);

        assertThatThrownBy(() -> length.invokeAll("x")).isInstanceOf(MessageDeliveryException.class).hasCause(boom);
        assertThat(calls[0]).isEqualTo(1);
    }

    @Test
    void invokeAllAsync_collectsInRegistrationOrder() {
        CompletableFuture<Integer> slow = new CompletableFuture<>();
        pipe.registerAsync(String.class, Integer.class, s -> slow);
        pipe.register(String.class, Integer.class, s -> 2);

        CompletableFuture<List<Integer>> all = length.invokeAllAsync("x").toCompletableFuture();
        assertThat(all).isNotDone();
        slow.complete(1);

        assertThat(all).isCompletedWithValue(List.of(1, 2));
    }

    @Test
    void invokeAllAsync_failure_failsWithDeliveryException() {
        RuntimeException boom = new RuntimeException("boom");
        pipe.registerAsync(String.class, Integer.class, s -> CompletableFuture.failedFuture(boom));
        pipe.register(String.class, Integer.class, s -> 2);

        assertThatThrownBy(() -> length.invokeAllAsync("x").toCompletableFuture().join())
                .hasCauseInstanceOf(MessageDeliveryException.class)
                .cause().hasCause(boom);
    }

    @Test
    void invokeAllAsync_failure_stageFailsWithTheDeliveryExceptionItself() {
        RuntimeException boom = new RuntimeException("boom");
        pipe.registerAsync(String.class, Integer.class, s -> CompletableFuture.failedFuture(boom));

        AtomicReference<Throwable> failure = new AtomicReference<>();
        length.invokeAllAsync("x").whenComplete((v, f) -> failure.set(f));

        // as publishAsync: the stage's failure is the MessageDeliveryException, not a wrapper
        assertThat(failure.get()).isInstanceOf(MessageDeliveryException.class).hasCause(boom);
    }

    @Test
    void invokeAsync_handlerFailure_stageFailsWithTheHandlersExceptionItself() {
        IllegalStateException nope = new IllegalStateException("nope");
        Subscription sync = pipe.register(String.class, Integer.class, s -> {
            throw nope;
        });
        AtomicReference<Throwable> failure = new AtomicReference<>();
        length.invokeAsync("x").whenComplete((v, f) -> failure.set(f));
        assertThat(failure.get()).isSameAs(nope);
        sync.close();

        pipe.registerAsync(String.class, Integer.class, s -> CompletableFuture.failedFuture(nope));
        failure.set(null);
        length.invokeAsync("x").whenComplete((v, f) -> failure.set(f));
        assertThat(failure.get()).isSameAs(nope);
    }

    @Test
    void invoke_asyncHandlerReturningNull_failsNamingTheRequestType() {
        pipe.registerAsync(String.class, Integer.class, s -> null);

        assertThatThrownBy(() -> length.invoke("x")).isInstanceOf(NullPointerException.class)
                .hasMessage("async request handler returned null for java.lang.String");
        AtomicReference<Throwable> failure = new AtomicReference<>();
        length.invokeAsync("x").whenComplete((v, f) -> failure.set(f));
        assertThat(failure.get()).isInstanceOf(NullPointerException.class)
                .hasMessage("async request handler returned null for java.lang.String");
    }

    @Test
    void requester_differentResponseType_isSeparate() {
        pipe.register(String.class, Integer.class, String::length);

        assertThatThrownBy(() -> pipe.requester(String.class, String.class).invoke("x"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("java.lang.String -> java.lang.String");
    }

    @Test
    void nullArguments_throwNamingThem() {
        assertThatThrownBy(() -> length.invoke(null)).hasMessage("request == null");
        assertThatThrownBy(() -> length.invokeAll(null)).hasMessage("request == null");
        assertThatThrownBy(() -> length.invokeAsync(null)).hasMessage("request == null");
        assertThatThrownBy(() -> length.invokeAllAsync(null)).hasMessage("request == null");
        assertThatThrownBy(() -> pipe.register(null, Integer.class, s -> 1)).hasMessage("requestType == null");
        assertThatThrownBy(() -> pipe.register(String.class, null, s -> 1)).hasMessage("responseType == null");
        assertThatThrownBy(() -> pipe.register(String.class, Integer.class, null)).hasMessage("handler == null");
        assertThatThrownBy(() -> pipe.registerAsync(String.class, Integer.class, null)).hasMessage("handler == null");
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }
}
