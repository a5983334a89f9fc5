package dev.lilt.pipe.remote.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lilt.pipe.remote.DistributedSubscription;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.RemoteHandlerException;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import dev.lilt.pipe.remote.RemoteRequestTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The remote request part of the contract kit; engines extend {@link DistributedPipeContract},
 * which includes it.
 */
public abstract class RemoteRequestContract extends ContractPipes {
    private RemoteRequestChannel<String, String> channel(String type) {
        return b.remoteRequests(type, MessageCodec.string(), MessageCodec.string());
    }

    @Test
    void request_isAnsweredByTheOtherPipe_concurrentCallsEachGetTheirOwnAnswer() throws Exception {
        assumeTrue(guarantees().requests(), "the engine declares no remote requests in this mode");
        await(channel("price").handle(item -> "price of " + item).ready());
        RemoteRequestChannel<String, String> prices = a.remoteRequests("price", MessageCodec.string(),
                MessageCodec.string());

        assertThat(prices.invoke("apple", Duration.ofSeconds(WAIT_SECONDS))).isEqualTo("price of apple");
        List<CompletableFuture<String>> calls = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            calls.add(prices.invokeAsync("item" + i, Duration.ofSeconds(WAIT_SECONDS)));
        }
        for (int i = 0; i < 50; i++) {
            assertThat(calls.get(i).get(WAIT_SECONDS, TimeUnit.SECONDS)).isEqualTo("price of item" + i);
        }
        assertThat(a.stats().remoteCallsWaiting()).isZero();
        assertThat(a.stats().lateResponses()).isZero();
    }

    @Test
    void request_whoseHandlerThrows_failsWithTheRemoteClassAndMessage() throws Exception {
        assumeTrue(guarantees().requests(), "the engine declares no remote requests in this mode");
        await(channel("fail").handle(q -> {
            throw new IllegalArgumentException("no such item: " + q);
        }).ready());

        assertThatThrownBy(() -> a.remoteRequests("fail", MessageCodec.string(), MessageCodec.string())
                .invoke("x", Duration.ofSeconds(WAIT_SECONDS)))
                .isInstanceOfSatisfying(RemoteHandlerException.class, e -> {
                    assertThat(e.type()).isEqualTo("fail");
                    assertThat(e.remoteType()).isEqualTo("java.lang.IllegalArgumentException");
                    assertThat(e.remoteMessage()).isEqualTo("no such item: x");
                });
    }

    @Test
    void request_thatNobodyHandles_timesOutCleanly_andLeavesNothingWaiting() throws Exception {
        assumeTrue(guarantees().requests(), "the engine declares no remote requests in this mode");
        CompletableFuture<String> call = a.remoteRequests("nobody", MessageCodec.string(), MessageCodec.string())
                .invokeAsync("hello", Duration.ofMillis(300));

        assertThatThrownBy(() -> call.get(WAIT_SECONDS, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause().satisfies(failure -> assertNobodyAnswered(failure, "nobody", Duration.ofMillis(300)));
        assertThat(a.stats().remoteCallsWaiting()).isZero();
    }

    @Test
    void request_afterTheHandlerIsClosed_isNotAnswered_andASecondHandlerIsRefused() throws Exception {
        assumeTrue(guarantees().requests(), "the engine declares no remote requests in this mode");
        RemoteRequestChannel<String, String> served = channel("once");
        DistributedSubscription registration = served.handle(q -> "ok");
        await(registration.ready());
        assertThatThrownBy(() -> channel("once").handle(q -> "again"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("'once'");

        registration.close();

        assertThatThrownBy(() -> a.remoteRequests("once", MessageCodec.string(), MessageCodec.string())
                .invoke("q", Duration.ofMillis(300)))
                .satisfies(failure -> assertNobodyAnswered(failure, "once", Duration.ofMillis(300)));
    }

    /**
     * How a call fails when no pipe handles its type. By default it times out; an engine whose
     * server says at once that nobody listens (NATS's "no responders") overrides this with its
     * failure.
     *
     * @param failure what the call failed with
     * @param type the request type
     * @param timeout the call's timeout
     */
    protected void assertNobodyAnswered(Throwable failure, String type, Duration timeout) {
        assertThat(failure).isInstanceOfSatisfying(RemoteRequestTimeoutException.class, e -> {
            assertThat(e.type()).isEqualTo(type);
            assertThat(e.timeout()).isEqualTo(timeout);
        });
    }

    @Test
    void blockingInvokeOnTheDeliveryThread_isRefused_notADeadlock_invokeAsyncWorksThere() throws Exception {
        assumeTrue(guarantees().requests(), "the engine declares no remote requests in this mode");
        await(channel("echo").handle(r -> r).ready());
        RemoteRequestChannel<String, String> echo = a.remoteRequests("echo", MessageCodec.string(),
                MessageCodec.string());
        CompletableFuture<Throwable> refused = new CompletableFuture<>();
        CompletableFuture<String> async = new CompletableFuture<>();
        await(a.subscriber(MessageCodec.string()).subscribe("trigger", m -> {
            try {
                echo.invoke(m, Duration.ofSeconds(WAIT_SECONDS));
                refused.complete(null);
            } catch (Throwable e) {
                refused.complete(e);
            }
            echo.invokeAsync("async " + m, Duration.ofSeconds(WAIT_SECONDS)).whenComplete((value, failure) -> {
                if (failure != null) {
                    async.completeExceptionally(failure);
                } else {
                    async.complete(value);
                }
            });
        }).ready());

        b.publisher(MessageCodec.string()).publish("trigger", "x");

        assertThat(refused.get(WAIT_SECONDS, TimeUnit.SECONDS)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("delivery thread");
        assertThat(async.get(WAIT_SECONDS, TimeUnit.SECONDS)).isEqualTo("async x");
    }

    @Test
    void request_badArguments_throwAtTheCall_namingThem_andLeaveNothingHalfDone() {
        assumeTrue(guarantees().requests(), "the engine declares no remote requests in this mode");
        RemoteRequestChannel<String, String> channel = channel("args");
        assertThatThrownBy(() -> channel.invokeAsync(null, Duration.ofSeconds(1))).hasMessage("request == null");
        assertThatThrownBy(() -> channel.invokeAsync("q", null)).hasMessage("timeout == null");
        assertThatThrownBy(() -> channel.invokeAsync("q", Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("timeout must be positive: PT0S");
        assertThatThrownBy(() -> channel.invokeAsync("q", Duration.ofMillis(-5)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("timeout must be positive: PT-0.005S");
        assertThatThrownBy(() -> channel.handle(null)).hasMessage("handler == null");
        assertThatThrownBy(() -> channel.handle(r -> r, null)).hasMessage("executor == null");
        assertThatThrownBy(() -> b.remoteRequests("", MessageCodec.string(), MessageCodec.string()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("type is empty");
        assertThatThrownBy(() -> b.remoteRequests("t", null, MessageCodec.string())).hasMessage("requestCodec == null");
        assertThatThrownBy(() -> b.remoteRequests("t", MessageCodec.string(), null))
                .hasMessage("responseCodec == null");
        assertThat(b.stats().remoteCallsWaiting()).as("nothing left half-done").isZero();
    }

    @Test
    void requests_whenNotDeclared_areRefusedAtTheCall() {
        assumeFalse(guarantees().requests(), "the engine declares remote requests in this mode");
        assertThatThrownBy(() -> b.remoteRequests("t", MessageCodec.string(), MessageCodec.string()))
                .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("request");
    }
}
