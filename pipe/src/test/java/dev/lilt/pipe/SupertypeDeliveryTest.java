package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** MessagePipeBuilder#deliverToSupertypes: which subscribers, in which order, and when. */
@SuppressWarnings("serial") // Serializable is only a supertype to subscribe to; nothing is serialised
class SupertypeDeliveryTest {
    interface Pet { }

    interface Named extends Serializable { }

    static class Animal implements Named { }

    static class Dog extends Animal implements Pet { }

    static final class Puppy extends Dog { }

    private static MessagePipe pipe() {
        return MessagePipe.builder().deliverToSupertypes(true).build();
    }

    @Test
    void off_byDefault_aSupertypeSubscriberGetsNothing() {
        MessagePipe pipe = MessagePipe.create();
        List<Object> got = new ArrayList<>();
        pipe.subscriber(Animal.class).subscribe(got::add);

        pipe.publisher(Dog.class).publish(new Dog());

        assertThat(got).isEmpty();
    }

    @Test
    void on_everySupertypeSubscriberGetsTheMessage_inTheDocumentedOrder() {
        MessagePipe pipe = pipe();
        List<String> order = new ArrayList<>();
        // subscribed in scrambled order: delivery order comes from the type hierarchy
        pipe.subscriber(Object.class).subscribe(m -> order.add("Object"));
        pipe.subscriber(Serializable.class).subscribe(m -> order.add("Serializable"));
        pipe.subscriber(Pet.class).subscribe(m -> order.add("Pet"));
        pipe.subscriber(Named.class).subscribe(m -> order.add("Named"));
        pipe.subscriber(Animal.class).subscribe(m -> order.add("Animal"));
        pipe.subscriber(Puppy.class).subscribe(m -> order.add("Puppy"));
        pipe.subscriber(Dog.class).subscribe(m -> order.add("Dog"));
        pipe.subscriber(String.class).subscribe(m -> order.add("String"));

        pipe.publisher(Puppy.class).publish(new Puppy());

        // class, superclasses, then interfaces: Dog's Pet, then Animal's Named and its Serializable
        assertThat(order).containsExactly("Puppy", "Dog", "Animal", "Pet", "Named", "Serializable", "Object");
    }

    @Test
    void theRuntimeClassDecides_notThePublishersType() {
        MessagePipe pipe = pipe();
        List<String> got = new ArrayList<>();
        pipe.subscriber(Dog.class).subscribe(m -> got.add("Dog"));
        pipe.subscriber(Animal.class).subscribe(m -> got.add("Animal"));

        pipe.publisher(Animal.class).publish(new Dog());
        pipe.publisher(Animal.class).publish(new Animal());

        assertThat(got).containsExactly("Dog", "Animal", "Animal");
    }

    @Test
    void aHandlerSubscribedToTwoSupertypes_isTwoSubscriptions_calledTwice() {
        MessagePipe pipe = pipe();
        AtomicLong calls = new AtomicLong();
        MessageHandler<Object> handler = m -> calls.incrementAndGet();
        pipe.subscriber(Animal.class).subscribe(handler);
        pipe.subscriber(Pet.class).subscribe(handler);

        pipe.publisher(Dog.class).publish(new Dog());

        assertThat(calls).hasValue(2);
    }

    @Test
    void priorities_orderWithinEachType_typesInHierarchyOrder() {
        MessagePipe pipe = pipe();
        List<String> order = new ArrayList<>();
        pipe.subscriber(Animal.class).subscribe(m -> order.add("Animal 0"));
        pipe.subscriber(Animal.class).subscribe(m -> order.add("Animal 9"), 9);
        pipe.subscriber(Dog.class).subscribe(m -> order.add("Dog -1"), -1);

        pipe.publisher(Dog.class).publish(new Dog());

        assertThat(order).containsExactly("Dog -1", "Animal 9", "Animal 0");
    }

    @Test
    void aConsumingHandler_stopsItsListAndEveryLaterType() {
        MessagePipe pipe = pipe();
        List<String> order = new ArrayList<>();
        pipe.subscriber(Dog.class).subscribeConsuming(m -> order.add("Dog"), 0);
        pipe.subscriber(Dog.class).subscribe(m -> order.add("Dog later"));
        pipe.subscriber(Animal.class).subscribe(m -> order.add("Animal"));

        pipe.publisher(Dog.class).publish(new Dog());

        assertThat(order).containsExactly("Dog");
    }

    @Test
    void aFailingHandler_doesNotStopTheOtherTypes_allFailuresThrownOnce() {
        MessagePipe pipe = pipe();
        List<String> got = new ArrayList<>();
        pipe.subscriber(Dog.class).subscribe(m -> { throw new IllegalStateException("dog"); });
        pipe.subscriber(Animal.class).subscribe(m -> { throw new IllegalArgumentException("animal"); });
        pipe.subscriber(Object.class).subscribe(m -> got.add("Object"));

        assertThatThrownBy(() -> pipe.publisher(Dog.class).publish(new Dog()))
                .isInstanceOf(MessageDeliveryException.class)
                .hasCauseInstanceOf(IllegalStateException.class)
                .satisfies(e -> assertThat(e.getSuppressed()).singleElement()
                        .isInstanceOf(IllegalArgumentException.class));
        assertThat(got).containsExactly("Object");
    }

    @Test
    void aBrokerMadeAfterTheFirstPublish_joinsTheRoute_andClosedSubscriptionsLeaveIt() {
        MessagePipe pipe = pipe();
        Publisher<Dog> dogs = pipe.publisher(Dog.class);
        dogs.publish(new Dog()); // resolves and caches Dog's route (no Animal broker yet)
        List<String> got = new ArrayList<>();
        Subscription animal = pipe.subscriber(Animal.class).subscribe(m -> got.add("Animal"));

        dogs.publish(new Dog());
        animal.close();
        dogs.publish(new Dog());

        assertThat(got).containsExactly("Animal");
    }

    @Test
    void aScope_deliversAmongItsOwnSubscribers() {
        MessagePipe pipe = pipe();
        MessagePipe scope = pipe.createScope();
        List<String> got = new ArrayList<>();
        pipe.subscriber(Animal.class).subscribe(m -> got.add("pipe Animal"));
        scope.subscriber(Animal.class).subscribe(m -> got.add("scope Animal"));

        scope.publisher(Dog.class).publish(new Dog());

        assertThat(got).containsExactly("scope Animal");
    }

    @Test
    void aClosedPipe_throwsAtPublish() {
        MessagePipe pipe = pipe();
        Publisher<Dog> dogs = pipe.publisher(Dog.class);
        pipe.subscriber(Animal.class).subscribe(m -> { });
        pipe.close();

        assertThatThrownBy(() -> dogs.publish(new Dog())).isInstanceOf(IllegalStateException.class)
                .hasMessage("pipe is closed");
        assertThatThrownBy(() -> dogs.publish(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("message == null");
    }

    /**
     * The visibility promise under a race: once subscribe to a supertype (a new broker, so a new
     * route) returns, every later publish reaches the handler; once close returns, none does.
     * The publisher thread reads the phase (under a lock) before and after each publish and
     * checks the handler's calls whenever the phase did not change meanwhile.
     */
    @Test
    void subscribeAndClose_holdForThePublisherThread_theMomentTheyReturn() throws Exception {
        for (int round = 0; round < 200; round++) {
            MessagePipe pipe = pipe();
            Publisher<Puppy> puppies = pipe.publisher(Puppy.class);
            Puppy puppy = new Puppy();
            AtomicLong calls = new AtomicLong();
            AtomicReference<String> broken = new AtomicReference<>();
            AtomicBoolean stop = new AtomicBoolean();
            int[] phase = new int[1];
            Object lock = new Object();
            CountDownLatch started = new CountDownLatch(1);
            Thread publisher = new Thread(() -> {
                started.countDown();
                while (!stop.get()) {
                    int p;
                    synchronized (lock) {
                        p = phase[0];
                    }
                    long before = calls.get();
                    puppies.publish(puppy);
                    long delta = calls.get() - before;
                    int after;
                    synchronized (lock) {
                        after = phase[0];
                    }
                    if (after != p) {
                        continue; // a subscribe or close ran during this publish: either outcome is allowed
                    }
                    if (p == 1 && delta != 1) {
                        broken.compareAndSet(null, "subscribed, but the publish called it " + delta + " times");
                    }
                    if (p == 2 && delta != 0) {
                        broken.compareAndSet(null, "closed, but the publish called it");
                    }
                }
            });
            publisher.start();
            started.await();
            Class<? super Puppy> target = round % 2 == 0 ? Animal.class : Pet.class;
            @SuppressWarnings("unchecked")
            Subscriber<Object> subscriber = (Subscriber<Object>) pipe.subscriber(target);
            Subscription s = subscriber.subscribe(m -> calls.incrementAndGet());
            synchronized (lock) {
                phase[0] = 1;
            }
            Thread.sleep(0, 200_000);
            synchronized (lock) {
                phase[0] = 3; // closing: a publish that overlaps the close may go either way
            }
            s.close();
            synchronized (lock) {
                phase[0] = 2;
            }
            Thread.sleep(0, 200_000);
            stop.set(true);
            publisher.join();
            assertThat(broken.get()).as("round %d", round).isNull();
        }
    }
}
