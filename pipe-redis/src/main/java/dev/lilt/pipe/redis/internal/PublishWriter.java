package dev.lilt.pipe.redis.internal;

import io.lettuce.core.RedisException;
import io.lettuce.core.XAddArgs;
import io.lettuce.core.api.StatefulConnection;
import io.lettuce.core.output.CommandOutput;
import io.lettuce.core.output.IntegerOutput;
import io.lettuce.core.protocol.AsyncCommand;
import io.lettuce.core.protocol.Command;
import io.lettuce.core.protocol.CommandArgs;
import io.lettuce.core.protocol.CommandType;
import io.lettuce.core.protocol.RedisCommand;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Writes a batch of the outbox's entries to the publish connection, in order, with one flush.
 */
final class PublishWriter implements Outbox.Writer {
    /*
     * Design note.
     *
     * Standalone: the batch goes through StatefulConnection.dispatch(Collection), which Lettuce
     * validates once (connected or not: REJECT_COMMANDS fails every command of the batch alike), writes
     * command by command to the channel and flushes once, so the socket sees one write per batch
     * instead of one per message. A command of a batch thus shares every rule of a single write: the
     * command timeout, the replay filter, the rejection while down. Manual flushing
     * (setAutoFlushCommands(false)) would buffer commands in the endpoint, where a drop between the
     * write and the flush leaves them until a later flush.
     *
     * Cluster: each command is routed to the node owning its slot, one dispatch each; at the first
     * rejection the rest of the batch is failed as rejected without being dispatched, so that nothing
     * later is written before it (a rejected entry is written again first).
     */

    /** How an entry after a rejected one in a cluster batch fails; reads as Lettuce's rejection. */
    static final String NOT_DISPATCHED = "Currently not connected: not written after an earlier command was rejected";

    private final StatefulConnection<String, byte[]> connection;
    private final boolean cluster;
    private final Function<Outbox.Entry, RedisCommand<String, byte[], Long>> command;

    PublishWriter(StatefulConnection<String, byte[]> connection, boolean cluster,
            Function<Outbox.Entry, RedisCommand<String, byte[], Long>> command) {
        this.connection = connection;
        this.cluster = cluster;
        this.command = command;
    }

    @Override
    public List<? extends CompletableFuture<Long>> write(List<Outbox.Entry> entries) {
        List<AsyncCommand<String, byte[], Long>> commands = new ArrayList<>(entries.size());
        for (Outbox.Entry entry : entries) {
            commands.add(new AsyncCommand<>(command.apply(entry)));
        }
        if (!cluster) {
            connection.dispatch(commands);
            return commands;
        }
        for (int i = 0; i < commands.size(); i++) {
            AsyncCommand<String, byte[], Long> one = commands.get(i);
            connection.dispatch(one);
            if (one.isCompletedExceptionally()) {
                for (int j = i + 1; j < commands.size(); j++) {
                    commands.get(j).completeExceptionally(new RedisException(NOT_DISPATCHED));
                }
                break;
            }
        }
        return commands;
    }

    /** {@code PUBLISH channel payload} (or {@code SPUBLISH}): answers the receiver count. */
    static RedisCommand<String, byte[], Long> publish(boolean sharded, String channel, byte[] payload) {
        return new Command<>(sharded ? CommandType.SPUBLISH : CommandType.PUBLISH,
                new IntegerOutput<>(LettuceLink.CODEC),
                new CommandArgs<>(LettuceLink.CODEC).addKey(channel).addValue(payload));
    }

    /** {@code XADD key <args> * field value ...}: answers 1 once stored (the entry id is not needed). */
    static RedisCommand<String, byte[], Long> xadd(String key, XAddArgs args, String[] fields, byte[][] values) {
        CommandArgs<String, byte[]> command = new CommandArgs<>(LettuceLink.CODEC).addKey(key);
        args.build(command);
        for (int i = 0; i < fields.length; i++) {
            command.addKey(fields[i]).addValue(values[i]);
        }
        return new Command<>(CommandType.XADD, new StoredOutput(), command);
    }

    /** XADD's answer, the new entry's id, read as "stored". */
    private static final class StoredOutput extends CommandOutput<String, byte[], Long> {
        StoredOutput() {
            super(LettuceLink.CODEC, null);
        }

        @Override
        public void set(ByteBuffer id) {
            output = 1L;
        }
    }
}
