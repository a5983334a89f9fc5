package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The request/response defaults of MessagePipe's request-all handler tests: several handlers for
 * one (request, response) pair out of the box, every one asked by invokeAll, and invoke refusing
 * to pick one of several.
 */
class RequestAllDefaultsTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final Requester<String, Integer> requester = pipe.requester(String.class, Integer.class);

    @Test
    void defaultPipe_acceptsSeveralHandlers_andInvokeAllAsksEveryOneInOrder() {
        pipe.register(String.class, Integer.class, q -> 1);
        pipe.register(String.class, Integer.class, q -> 2);
        pipe.registerAsync(String.class, Integer.class, q -> CompletableFuture.completedFuture(3));

        assertThat(requester.invokeAll("q")).containsExactly(1, 2, 3);
        assertThat(requester.invokeAllAsync("q").toCompletableFuture().join()).containsExactly(1, 2, 3);
        assertThat(requester.invokeAllAsync("q", AsyncPublishStrategy.SEQUENTIAL).toCompletableFuture().join())
                .containsExactly(1, 2, 3);
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isEqualTo(3);
    }

    @Test
    void invoke_withSeveralHandlers_namesHowManyAndPointsToInvokeAll_andCallsNone() {
        int[] called = new int[1];
        pipe.register(String.class, Integer.class, q -> ++called[0]);
        pipe.register(String.class, Integer.class, q -> ++called[0]);
        pipe.register(String.class, Integer.class, q -> ++called[0]);

        String expected = "3 request handlers are registered for java.lang.String -> java.lang.Integer;"
                + " invoke asks exactly one: use invokeAll (or invokeAllAsync) to ask every one, or close the others";
        assertThatThrownBy(() -> requester.invoke("q")).isInstanceOf(IllegalStateException.class).hasMessage(expected);
        assertThatThrownBy(() -> requester.invokeAsync("q")).isInstanceOf(IllegalStateException.class)
                .hasMessage(expected);
        assertThat(called[0]).isZero();
    }

    @Test
    void invoke_countsOnlyLiveHandlers() {
        Subscription a = pipe.register(String.class, Integer.class, q -> 1);
        Subscription b = pipe.register(String.class, Integer.class, q -> 2);
        pipe.register(String.class, Integer.class, q -> 3);
        b.close();
        assertThatThrownBy(() -> requester.invoke("q")).hasMessageStartingWith("2 request handlers");

        a.close();

        assertThat(requester.invoke("q")).isEqualTo(3);
        assertThat(requester.invokeAsync("q").toCompletableFuture().join()).isEqualTo(3);
    }

    @Test
    void invokeAll_withNoHandler_isEmpty_andInvokeNamesThePair() {
        assertThat(requester.invokeAll("q")).isEqualTo(List.of());
        assertThatThrownBy(() -> requester.invoke("q"))
                .hasMessage("no request handler registered for java.lang.String -> java.lang.Integer");
    }

    @Test
    void singleRequestHandler_isTheOptInRefusal_andLeavesTheFirstAlone() {
        MessagePipe single = MessagePipe.builder().singleRequestHandler(true).build();
        single.register(String.class, Integer.class, q -> 1);

        assertThatThrownBy(() -> single.register(String.class, Integer.class, q -> 2))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("singleRequestHandler(true)");
        assertThat(single.requester(String.class, Integer.class).invoke("q")).isEqualTo(1);
        assertThat(single.diagnostics().subscriptionCount(String.class)).isOne();
    }

    @Test
    void scopes_shareTheDefault() {
        MessagePipe scope = pipe.createScope();
        scope.register(String.class, Integer.class, q -> 1);
        scope.register(String.class, Integer.class, q -> 2);

        assertThat(scope.requester(String.class, Integer.class).invokeAll("q")).containsExactly(1, 2);
    }
}
