package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ErrorHandlerTest {
    private final List<String> failures = new ArrayList<>();
    private final MessagePipe pipe = MessagePipe.builder()
            .errorHandler((message, failure) -> failures.add(message + "/" + failure.getMessage()))
            .build();
    private final Recorder rec = new Recorder();

    @Test
    void publish_withErrorHandler_receivesEachFailureAndDoesNotThrow() {
        Subscriber<String> s = pipe.subscriber(String.class);
        s.subscribe(m -> {
            throw new IllegalStateException("one");
        });
        s.subscribe(rec.handler("B"));
        s.subscribe(m -> {
            throw new IllegalStateException("two");
        });

        pipe.publisher(String.class).publish("m");

        assertThat(failures).containsExactly("m/one", "m/two");
        assertThat(rec.calls()).containsExactly("B:m");
    }

    @Test
    void publish_errorHandlerThatThrows_isCollectedIntoDeliveryException() {
        RuntimeException fromErrorHandler = new RuntimeException("error handler broke");
        MessagePipe p = MessagePipe.builder().errorHandler((m, f) -> {
            throw fromErrorHandler;
        }).build();
        p.subscriber(String.class).subscribe(m -> {
            throw new RuntimeException("handler");
        });
        p.subscriber(String.class).subscribe(rec.handler("B"));

        assertThatThrownBy(() -> p.publisher(String.class).publish("m"))
                .isInstanceOf(MessageDeliveryException.class)
                .hasCause(fromErrorHandler);
        assertThat(rec.calls()).containsExactly("B:m");
    }

    @Test
    void publish_keyedWithErrorHandler_receivesFailure() {
        pipe.keyedSubscriber(String.class, String.class).subscribe("k", m -> {
            throw new IllegalStateException("keyed");
        });

        pipe.keyedPublisher(String.class, String.class).publish("k", "m");

        assertThat(failures).containsExactly("m/keyed");
    }

    @Test
    void publish_handlerThrowingError_isCollectedLikeAnException() {
        MessagePipe p = MessagePipe.create();
        AssertionError error = new AssertionError("assertion in handler");
        p.subscriber(String.class).subscribe(m -> {
            throw error;
        });
        p.subscriber(String.class).subscribe(rec.handler("B"));

        assertThatThrownBy(() -> p.publisher(String.class).publish("m")).hasCause(error);
        assertThat(rec.calls()).containsExactly("B:m");
    }

    @Test
    void publish_handlerThrowingVirtualMachineError_propagatesAtOnce() {
        MessagePipe p = MessagePipe.create();
        p.subscriber(String.class).subscribe(m -> {
            throw new OutOfMemoryError("simulated");
        });
        p.subscriber(String.class).subscribe(rec.handler("B"));

        assertThatThrownBy(() -> p.publisher(String.class).publish("m")).isInstanceOf(OutOfMemoryError.class);
        assertThat(rec.calls()).isEmpty();
    }

    @Test
    void publish_errorHandlerThrowingVirtualMachineError_propagatesAtOnce() {
        StackOverflowError fatal = new StackOverflowError("simulated, in the error handler");
        MessagePipe p = MessagePipe.builder().errorHandler((m, f) -> {
            throw fatal;
        }).build();
        p.subscriber(String.class).subscribe(m -> {
            throw new RuntimeException("handler");
        });
        p.subscriber(String.class).subscribe(rec.handler("B"));

        assertThatThrownBy(() -> p.publisher(String.class).publish("m")).isSameAs(fatal);
        assertThat(rec.calls()).isEmpty();
    }

    @Test
    void builder_nullErrorHandler_throwsNamingIt() {
        assertThatThrownBy(() -> MessagePipe.builder().errorHandler(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("errorHandler == null");
    }
}
