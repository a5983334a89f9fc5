package dev.lilt.pipe.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageDecodeException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** The built-in codecs, and the pipe's clear failure without a server. */
class CodecTest {
    @Property(tries = 300)
    void string_roundTripsAnyString(@ForAll String text) {
        MessageCodec<String> codec = MessageCodec.string();
        // lone surrogates are not encodable in UTF-8; the JDK writes '?' for them
        String encodable = new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
        assertThat(codec.decode(codec.encode(encodable))).isEqualTo(encodable);
    }

    @Test
    void decodeException_carriesTheCausesMessage() {
        MessageDecodeException e = new MessageDecodeException("game.move", 5,
                new java.io.UncheckedIOException("unexpected end of input", new java.io.IOException("eof")));
        assertThat(e).hasMessage("cannot decode a 5-byte message on key game.move: "
                + "java.io.UncheckedIOException: unexpected end of input");
        assertThat(new MessageDecodeException("k", 1, new IllegalStateException()))
                .hasMessage("cannot decode a 1-byte message on key k: java.lang.IllegalStateException");
    }

    @Test
    void string_rejectsMalformedUtf8() {
        assertThatThrownBy(() -> MessageCodec.string().decode(new byte[] {(byte) 0xC3, 0x28}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("not UTF-8");
    }

    @Test
    void json_roundTripsARecord_andRejectsUnknownPropertiesAndNull() {
        MessageCodec<Move> codec = JsonCodec.of(Move.class);
        Move move = new Move("rook", 0, 5);

        assertThat(new String(codec.encode(move), StandardCharsets.UTF_8))
                .isEqualTo("{\"piece\":\"rook\",\"dx\":0,\"dy\":5}");
        assertThat(codec.decode(codec.encode(move))).isEqualTo(move);
        assertThatThrownBy(() ->
                codec.decode("{\"piece\":\"rook\",\"dx\":0,\"dy\":5,\"@class\":\"x\"}"
                        .getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(RuntimeException.class).hasMessageContaining("not a JSON");
        assertThatThrownBy(() -> codec.decode("null".getBytes(StandardCharsets.UTF_8)))
                .hasMessageContaining("JSON null");
        assertThatThrownBy(() -> JsonCodec.of(null)).hasMessage("type == null");
    }

    @Test
    void build_withoutReachableRedis_throwsNamingTheUri() throws Exception {
        int unused = RedisProcess.freePort();
        String uri = "redis://127.0.0.1:" + unused;

        assertThatThrownBy(() -> RedisPipe.builder().uri(uri).commandTimeout(Duration.ofSeconds(2)).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("cannot connect to Redis at " + uri + ": ");
    }

    @Test
    void builder_rejectsBadOptions_namingThem() {
        assertThatThrownBy(() -> RedisPipe.builder().uri("http://x")).hasMessage("uri must start with redis:// or rediss://: http://x");
        assertThatThrownBy(() -> RedisPipe.builder().maxMessageBytes(0)).hasMessage("maxMessageBytes must be >= 1: 0");
        assertThatThrownBy(() -> RedisPipe.builder().retries(-1)).hasMessage("retries must be >= 0: -1");
        assertThatThrownBy(() -> RedisPipe.builder().consumerGroup("")).hasMessage("group must not be empty");
        assertThatThrownBy(() -> RedisPipe.builder().buildInMemory(null)).hasMessage("server == null");
    }

    @Test
    void builder_takesDurations_rejectsNullZeroAndNegative_namingTheArgumentAndValue() {
        RedisPipeBuilder builder = RedisPipe.builder();
        assertThatThrownBy(() -> builder.reconnectBackoff(Duration.ofSeconds(1), Duration.ofMillis(500)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("max must be >= min (PT1S): PT0.5S");
        assertThatThrownBy(() -> builder.reconnectBackoff(Duration.ZERO, Duration.ofSeconds(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("min must be > 0: PT0S");
        assertThatThrownBy(() -> builder.reconnectBackoff(Duration.ofMillis(-5), Duration.ofSeconds(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("min must be > 0: PT-0.005S");
        assertThatThrownBy(() -> builder.reconnectBackoff(null, Duration.ofSeconds(1)))
                .isInstanceOf(NullPointerException.class).hasMessage("min == null");
        assertThatThrownBy(() -> builder.reconnectBackoff(Duration.ofSeconds(1), null))
                .isInstanceOf(NullPointerException.class).hasMessage("max == null");
        assertThatThrownBy(() -> builder.commandTimeout(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("timeout must be > 0: PT0S");
        assertThatThrownBy(() -> builder.commandTimeout(Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("timeout must be > 0: PT-1S");
        assertThatThrownBy(() -> builder.commandTimeout(null))
                .isInstanceOf(NullPointerException.class).hasMessage("timeout == null");
        assertThatThrownBy(() -> builder.claimIdle(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("idle must be > 0: PT0S");
        assertThatThrownBy(() -> builder.claimIdle(null))
                .isInstanceOf(NullPointerException.class).hasMessage("idle == null");
        // valid ones, the largest included, are taken
        assertThat(builder.reconnectBackoff(Duration.ofNanos(1), Duration.ofNanos(1))).isSameAs(builder);
        assertThat(builder.commandTimeout(Duration.ofSeconds(Long.MAX_VALUE))).isSameAs(builder);
        assertThat(builder.claimIdle(Duration.ofMillis(1))).isSameAs(builder);
    }
}
