package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class FilterTest {
    private final List<String> calls = new ArrayList<>();

    private MessageFilter<String> tracing(String name, int order) {
        return MessageFilter.ordered(order, (m, next) -> {
            calls.add(name + ">");
            next.handle(m);
            calls.add("<" + name);
        });
    }

    @Test
    void subscribe_filters_runOutermostFirstByOrder() {
        MessagePipe pipe = MessagePipe.create();
        pipe.subscriber(String.class).subscribe(m -> calls.add("handler:" + m),
                List.of(tracing("late", 10), tracing("early", -5), tracing("mid", 0)));

        pipe.publisher(String.class).publish("m");

        assertThat(calls).containsExactly("early>", "mid>", "late>", "handler:m", "<late", "<mid", "<early");
    }

    @Test
    void subscribe_globalAndOwnFilters_mergeByOrderGlobalFirstOnTies() {
        MessagePipe pipe = MessagePipe.builder()
                .filter(MessageFilter.ordered(0, (m, next) -> {
                    calls.add("global0");
                    next.handle(m);
                }))
                .filter(MessageFilter.ordered(20, (m, next) -> {
                    calls.add("global20");
                    next.handle(m);
                }))
                .build();
        pipe.subscriber(String.class).subscribe(m -> calls.add("handler"),
                List.of(MessageFilter.ordered(0, (m, next) -> {
                    calls.add("own0");
                    next.handle(m);
                }), MessageFilter.ordered(10, (m, next) -> {
                    calls.add("own10");
                    next.handle(m);
                })));

        pipe.publisher(String.class).publish("m");

        assertThat(calls).containsExactly("global0", "own0", "own10", "global20", "handler");
    }

    @Test
    void filter_notCallingNext_dropsMessage() {
        MessagePipe pipe = MessagePipe.create();
        pipe.subscriber(String.class).subscribe(calls::add,
                List.<MessageFilter<String>>of((m, next) -> {
                    if (!m.startsWith("drop")) {
                        next.handle(m);
                    }
                }));

        pipe.publisher(String.class).publish("keep");
        pipe.publisher(String.class).publish("drop me");

        assertThat(calls).containsExactly("keep");
    }

    @Test
    void filter_passingAnotherMessage_changesWhatHandlerSees() {
        MessagePipe pipe = MessagePipe.create();
        pipe.subscriber(String.class).subscribe(calls::add,
                List.<MessageFilter<String>>of((m, next) -> next.handle(m.toUpperCase())));

        pipe.publisher(String.class).publish("loud");

        assertThat(calls).containsExactly("LOUD");
    }

    @Test
    void filter_seesHandlerException_andMaySwallowIt() {
        MessagePipe pipe = MessagePipe.create();
        List<Throwable> seen = new ArrayList<>();
        pipe.subscriber(String.class).subscribe(m -> {
            throw new IllegalStateException("handler failed");
        }, List.<MessageFilter<String>>of((m, next) -> {
            try {
                next.handle(m);
            } catch (IllegalStateException e) {
                seen.add(e);
            }
        }));

        pipe.publisher(String.class).publish("m");

        assertThat(seen).singleElement().extracting(Throwable::getMessage).isEqualTo("handler failed");
    }

    @Test
    void filter_thatThrows_isTreatedLikeAThrowingHandler() {
        MessagePipe pipe = MessagePipe.create();
        RuntimeException boom = new RuntimeException("filter failed");
        pipe.subscriber(String.class).subscribe(calls::add, List.<MessageFilter<String>>of((m, next) -> {
            throw boom;
        }));
        pipe.subscriber(String.class).subscribe(m -> calls.add("second:" + m));

        assertThatThrownBy(() -> pipe.publisher(String.class).publish("m"))
                .isInstanceOf(MessageDeliveryException.class).hasCause(boom);
        assertThat(calls).containsExactly("second:m");
    }

    @Test
    void subscribe_chainIsBuiltOnceNotPerPublish() {
        AtomicInteger orderReads = new AtomicInteger();
        MessageFilter<Object> counting = new MessageFilter<>() {
            @Override
            public void filter(Object message, MessageHandler<? super Object> next) {
                next.handle(message);
            }

            @Override
            public int order() {
                orderReads.incrementAndGet();
                return 0;
            }
        };
        MessagePipe pipe = MessagePipe.builder().filter(counting)
                .filter(MessageFilter.ordered(1, (m, n) -> n.handle(m))).build();
        pipe.subscriber(String.class).subscribe(calls::add);
        int afterSubscribe = orderReads.get();

        for (int i = 0; i < 100; i++) {
            pipe.publisher(String.class).publish("m" + i);
        }

        assertThat(orderReads).hasValue(afterSubscribe);
        assertThat(calls).hasSize(100);
    }

    @Test
    void globalFilter_appliesToKeyedAndBufferedSubscriptions() {
        MessagePipe pipe = MessagePipe.builder().filter((m, next) -> {
            calls.add("global:" + m);
            next.handle(m);
        }).build();
        pipe.keyedSubscriber(Integer.class, String.class).subscribe(1, m -> calls.add("keyed:" + m));
        pipe.bufferedSubscriber(String.class).subscribe(m -> calls.add("buffered:" + m));

        pipe.keyedPublisher(Integer.class, String.class).publish(1, "k");
        pipe.bufferedPublisher(String.class).publish("b");

        assertThat(calls).containsExactly("global:k", "keyed:k", "global:b", "buffered:b");
    }

    @Test
    void subscribe_withPredicate_callsHandlerOnlyForAcceptedMessages() {
        MessagePipe pipe = MessagePipe.create();
        pipe.subscriber(String.class).subscribe(calls::add, m -> m.length() > 2);

        for (String m : Arrays.asList("a", "abc", "ab", "abcd")) {
            pipe.publisher(String.class).publish(m);
        }

        assertThat(calls).containsExactly("abc", "abcd");
    }

    @Test
    void subscribe_predicateThatThrows_isTreatedLikeAThrowingHandler() {
        MessagePipe pipe = MessagePipe.create();
        pipe.subscriber(String.class).subscribe(calls::add, m -> {
            throw new IllegalArgumentException("predicate failed");
        });
        pipe.subscriber(String.class).subscribe(m -> calls.add("next:" + m));

        assertThatThrownBy(() -> pipe.publisher(String.class).publish("m"))
                .isInstanceOf(MessageDeliveryException.class)
                .hasRootCauseMessage("predicate failed");
        assertThat(calls).containsExactly("next:m");
    }

    @Test
    void subscribe_nullFilterOrList_throwsNamingItAndRegistersNothing() {
        MessagePipe pipe = MessagePipe.create();
        Subscriber<String> s = pipe.subscriber(String.class);

        assertThatThrownBy(() -> s.subscribe(calls::add, (List<MessageFilter<String>>) null))
                .isInstanceOf(NullPointerException.class).hasMessage("filters == null");
        assertThatThrownBy(() -> s.subscribe(calls::add, Arrays.asList((MessageFilter<String>) null)))
                .isInstanceOf(NullPointerException.class).hasMessage("filter == null");
        assertThatThrownBy(() -> s.subscribe(calls::add, (java.util.function.Predicate<String>) null))
                .isInstanceOf(NullPointerException.class).hasMessage("predicate == null");
        assertThatThrownBy(() -> MessagePipe.builder().filter(null))
                .isInstanceOf(NullPointerException.class).hasMessage("filter == null");
        assertThatThrownBy(() -> MessageFilter.ordered(1, null))
                .isInstanceOf(NullPointerException.class).hasMessage("filter == null");
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }

    @Test
    void ordered_reportsItsOrder() {
        assertThat(MessageFilter.<String>ordered(42, (m, n) -> n.handle(m)).order()).isEqualTo(42);
        MessageFilter<String> plain = (m, n) -> n.handle(m);
        assertThat(plain.order()).isZero();
    }
}
