package dev.lilt.pipe.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
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
        MessageCodec<DistributedPipeContract.Move> codec = MessageCodec.json(DistributedPipeContract.Move.class);
        DistributedPipeContract.Move move = new DistributedPipeContract.Move("rook", 0, 5);

        assertThat(new String(codec.encode(move), StandardCharsets.UTF_8)).isEqualTo("{\"piece\":\"rook\",\"dx\":0,\"dy\":5}");
        assertThat(codec.decode(codec.encode(move))).isEqualTo(move);
        assertThatThrownBy(() -> codec.decode("{\"piece\":\"rook\",\"dx\":0,\"dy\":5,\"@class\":\"x\"}".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(RuntimeException.class).hasMessageContaining("not a JSON");
        assertThatThrownBy(() -> codec.decode("null".getBytes(StandardCharsets.UTF_8)))
                .hasMessageContaining("JSON null");
        assertThatThrownBy(() -> MessageCodec.json(null)).hasMessage("type == null");
    }

    @Test
    void build_withoutReachableRedis_throwsNamingTheUri() throws Exception {
        int unused = RedisProcess.freePort();
        String uri = "redis://127.0.0.1:" + unused;

        assertThatThrownBy(() -> RedisPipe.builder().uri(uri).commandTimeoutSeconds(2).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("cannot connect to Redis at " + uri + ": ");
    }

    @Test
    void builder_rejectsBadOptions_namingThem() {
        assertThatThrownBy(() -> RedisPipe.builder().uri("http://x")).hasMessage("uri must start with redis:// or rediss://: http://x");
        assertThatThrownBy(() -> RedisPipe.builder().maxMessageBytes(0)).hasMessage("maxMessageBytes must be >= 1: 0");
        assertThatThrownBy(() -> RedisPipe.builder().retries(-1)).hasMessage("retries must be >= 0: -1");
        assertThatThrownBy(() -> RedisPipe.builder().reconnectBackoff(1, 0.5))
                .hasMessage("maxSeconds must be >= minSeconds (1.0) and finite: 0.5");
        assertThatThrownBy(() -> RedisPipe.builder().claimIdleSeconds(Double.NaN)).hasMessage("claimIdleSeconds must be > 0 and finite: NaN");
        assertThatThrownBy(() -> RedisPipe.builder().consumerGroup("")).hasMessage("group must not be empty");
        assertThatThrownBy(() -> RedisPipe.builder().buildInMemory(null)).hasMessage("server == null");
    }
}
