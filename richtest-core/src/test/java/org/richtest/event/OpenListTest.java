package org.richtest.event;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Proves when a sending event is open at a receiving event with a given open list. */
class OpenListTest {

  /**
   * An interrupt waits for nothing, but not for a line that admits nothing: such a line is held by
   * a thread that leaves it with no event, and a receipt in between would meet a state the line's
   * events do not determine (docs/decisions.md, "Interruption").
   */
  @Test
  void anInterrupt_isOpenWhereAnythingIs_notOnAnEmptyList() {
    String interrupt = Channel.interrupt("W");
    assertTrue(OpenList.on("a", "enter").admits("a", interrupt, "I.interrupt1"));
    assertFalse(OpenList.EMPTY.admits("a", interrupt, "I.interrupt1"));
  }

  @Test
  void anInterruptedWaiter_isOpenOnlyToItsThread() {
    OpenList open = OpenList.of(Channel.interruptedWaiter("a", "W"));
    assertTrue(open.admits("a", "wake(timed)", "W"));
    assertFalse(open.admits("a", "wake(timed)", "V"));
  }
}
