package dev.lilt.pipe.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.MessageHandler;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Capacity and compaction: the "1 subscriber walks 1,024 slots" pitfall of MessagePipe's free list. */
class HandlerListTest {
    private final HandlerList list = new HandlerList();
    private final List<String> calls = new ArrayList<>();

    private Node node(String name) {
        MessageHandler<Object> h = m -> calls.add(name + ":" + m);
        return new Node(h, list, null, null);
    }

    private List<Node> subscribe(int n) {
        List<Node> nodes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Node node = node("n" + i);
            list.add(node);
            nodes.add(node);
        }
        return nodes;
    }

    @Test
    void remove_afterPeakOf1000_shrinksToAFewSlots() {
        List<Node> nodes = subscribe(1000);
        assertThat(list.capacity()).isGreaterThanOrEqualTo(1000);

        for (int i = 1; i < 1000; i++) {
            nodes.get(i).close();
        }

        assertThat(list.liveCount()).isEqualTo(1);
        assertThat(list.capacity()).isLessThanOrEqualTo(4);
        list.publish("m", Delivery.THROWING);
        assertThat(calls).containsExactly("n0:m");
    }

    @Test
    void remove_keepsPublishWalkWithinTwiceLive() {
        List<Node> nodes = subscribe(500);

        for (int i = 0; i < 500; i++) {
            if (i % 7 != 0) {
                nodes.get(i).close();
                assertThat(list.walkLength()).isLessThanOrEqualTo(2 * list.liveCount() + 1);
                assertThat(list.capacity()).isLessThanOrEqualTo(4 * list.liveCount() + 4);
            }
        }
    }

    @Test
    void remove_allThenSubscribe_startsFromEmpty() {
        subscribe(100).forEach(Node::close);

        assertThat(list.capacity()).isZero();
        list.add(node("x"));
        assertThat(list.capacity()).isEqualTo(4);
    }

    @Test
    void close_afterCompactionMovedNodes_clearsTheRightSlot() {
        List<Node> nodes = subscribe(16);
        for (int i = 0; i < 12; i++) {
            nodes.get(i).close(); // compacts, moving 12..15 to the front
        }
        nodes.get(14).close(); // its index was rewritten by the compaction

        list.publish("m", Delivery.THROWING);

        assertThat(calls).containsExactly("n12:m", "n13:m", "n15:m");
        assertThat(list.liveCount()).isEqualTo(3);
    }

    @Test
    void closeAll_marksEveryNodeClosedAndRejectsAdds() {
        List<Node> nodes = subscribe(5);

        list.closeAll("test is closed");

        assertThat(nodes).allMatch(Node::isClosed);
        assertThat(list.liveCount()).isZero();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> list.add(node("late")))
                .isInstanceOf(IllegalStateException.class).hasMessage("test is closed");
    }
}
