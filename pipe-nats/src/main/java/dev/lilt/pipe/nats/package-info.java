/**
 * Lilt's distributed pipe over NATS: {@link dev.lilt.pipe.nats.NatsPipe#builder()} connects a
 * {@link dev.lilt.pipe.remote.DistributedPipe} through jnats. {@link dev.lilt.pipe.nats.NatsMode#CORE}
 * carries messages at most once over core publish/subscribe (subject wildcards for patterns, queue
 * groups for work queues, core request/reply for remote requests);
 * {@link dev.lilt.pipe.nats.NatsMode#JETSTREAM} stores them in a stream and delivers them at least
 * once to consumer groups (durable consumers, explicit acknowledgement, redelivery,
 * de-duplication by message id, replay from a start position).
 */
package dev.lilt.pipe.nats;
