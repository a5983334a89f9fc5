package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class NullArgumentTest {
    private final MessagePipe pipe = MessagePipe.create();

    @Test
    void brokerLookups_nullType_throwNamingIt() {
        assertThatThrownBy(() -> pipe.publisher(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("type == null");
        assertThatThrownBy(() -> pipe.subscriber(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("type == null");
        assertThatThrownBy(() -> pipe.bufferedPublisher(null)).hasMessage("type == null");
        assertThatThrownBy(() -> pipe.bufferedSubscriber(null)).hasMessage("type == null");
        assertThatThrownBy(() -> pipe.asyncPublisher(null)).hasMessage("type == null");
        assertThatThrownBy(() -> pipe.asyncSubscriber(null)).hasMessage("type == null");
        assertThatThrownBy(() -> pipe.keyedPublisher(String.class, null)).hasMessage("type == null");
        assertThatThrownBy(() -> pipe.keyedSubscriber(null, String.class)).hasMessage("keyType == null");
        assertThatThrownBy(() -> pipe.requester(null, String.class)).hasMessage("requestType == null");
        assertThatThrownBy(() -> pipe.requester(String.class, null)).hasMessage("responseType == null");
    }

    @Test
    void subscribe_nullPredicateOrHandler_throwNamingIt() {
        Subscriber<String> s = pipe.subscriber(String.class);

        assertThatThrownBy(() -> s.subscribe(null, m -> true)).isInstanceOf(NullPointerException.class)
                .hasMessage("handler == null");
        assertThatThrownBy(() -> s.subscribe(null, java.util.List.of())).hasMessage("handler == null");
        assertThatThrownBy(() -> pipe.keyedSubscriber(String.class, String.class)
                .subscribe("k", m -> { }, (java.util.function.Predicate<String>) null))
                .hasMessage("predicate == null");
    }
}
