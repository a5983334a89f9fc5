/**
 * Lilt's distributed pipe over NATS (jnats): core publish/subscribe at most once, JetStream at
 * least once. The pipe itself arrives with the engine-neutral distributed API.
 */
package dev.lilt.pipe.nats;
