package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

class ScopeTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final Recorder rec = new Recorder();

    @Test
    void scope_hasItsOwnBrokers() {
        MessagePipe scope = pipe.createScope();
        scope.subscriber(String.class).subscribe(rec.handler("scope"));
        pipe.subscriber(String.class).subscribe(rec.handler("root"));

        scope.publisher(String.class).publish("s");
        pipe.publisher(String.class).publish("r");

        assertThat(rec.calls()).containsExactly("scope:s", "root:r");
    }

    @Test
    void scopeClose_closesItsSubscriptionsAndLeavesParentAlone() {
        MessagePipe scope = pipe.createScope();
        Subscription inScope = scope.subscriber(String.class).subscribe(rec.handler("scope"));
        Subscription inRoot = pipe.subscriber(String.class).subscribe(rec.handler("root"));

        scope.close();

        assertThat(inScope.isClosed()).isTrue();
        assertThat(inRoot.isClosed()).isFalse();
        assertThat(scope.isClosed()).isTrue();
        assertThat(pipe.isClosed()).isFalse();
    }

    @Test
    void parentClose_closesNestedScopesAndAllTheirKinds() {
        MessagePipe scope = pipe.createScope();
        MessagePipe nested = scope.createScope();
        List<Subscription> subs = List.of(
                nested.subscriber(String.class).subscribe(m -> { }),
                nested.keyedSubscriber(String.class, String.class).subscribe("k", m -> { }),
                nested.bufferedSubscriber(String.class).subscribe(m -> { }),
                nested.asyncSubscriber(String.class).subscribe(m -> CompletableFuture.completedFuture(null)),
                nested.register(String.class, String.class, q -> q));

        pipe.close();

        assertThat(scope.isClosed()).isTrue();
        assertThat(nested.isClosed()).isTrue();
        assertThat(subs).allMatch(Subscription::isClosed);
    }

    @Test
    void closedScope_everyOperationThrowsSayingClosed() {
        MessagePipe scope = pipe.createScope();
        Publisher<String> p = scope.publisher(String.class);
        KeyedPublisher<String, String> kp = scope.keyedPublisher(String.class, String.class);
        KeyedSubscriber<String, String> ks = scope.keyedSubscriber(String.class, String.class);
        BufferedPublisher<String> bp = scope.bufferedPublisher(String.class);
        AsyncPublisher<String> ap = scope.asyncPublisher(String.class);
        Requester<String, String> rq = scope.requester(String.class, String.class);
        Subscriber<String> s = scope.subscriber(String.class);

        scope.close();

        List<ThrowingCallable> calls = List.of(
                () -> p.publish("m"),
                () -> s.subscribe(m -> { }),
                () -> s.first(),
                () -> kp.publish("k", "m"),
                () -> ks.subscribe("k", m -> { }),
                () -> bp.publish("m"),
                () -> ap.publishAsync("m"),
                () -> rq.invoke("q"),
                () -> rq.invokeAll("q"),
                () -> scope.publisher(String.class),
                () -> scope.subscriber(Integer.class),
                () -> scope.register(String.class, String.class, q -> q),
                () -> scope.createScope());
        for (ThrowingCallable call : calls) {
            assertThatThrownBy(call).isInstanceOf(IllegalStateException.class).hasMessage("scope is closed");
        }
    }

    @Test
    void closedRootPipe_saysPipeIsClosed() {
        Publisher<String> p = pipe.publisher(String.class);
        pipe.close();
        pipe.close(); // idempotent

        assertThatThrownBy(() -> p.publish("m")).isInstanceOf(IllegalStateException.class).hasMessage("pipe is closed");
        assertThatThrownBy(() -> pipe.subscriber(String.class))
                .isInstanceOf(IllegalStateException.class).hasMessage("pipe is closed");
    }

    @Test
    void scope_inheritsErrorHandlerAndGlobalFilters() {
        StringBuilder seen = new StringBuilder();
        MessagePipe root = MessagePipe.builder()
                .errorHandler((m, f) -> seen.append("error:").append(f.getMessage()).append(';'))
                .filter((m, next) -> {
                    seen.append("filter:").append(m).append(';');
                    next.handle(m);
                })
                .build();
        MessagePipe scope = root.createScope();
        scope.subscriber(String.class).subscribe(m -> {
            throw new RuntimeException("x");
        });

        scope.publisher(String.class).publish("m");

        assertThat(seen).hasToString("filter:m;error:x;");
    }

    @Test
    void closedScope_isForgottenByParent() {
        MessagePipe scope = pipe.createScope();
        scope.subscriber(String.class).subscribe(m -> { });

        scope.close();
        pipe.close();

        assertThat(pipe.isClosed()).isTrue();
    }
}
