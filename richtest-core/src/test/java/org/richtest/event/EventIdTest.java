package org.richtest.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** Proves that the written-out equality of event ids is the record's: by value, same hash. */
class EventIdTest {

  @Test
  void equals_sameLineAndIndexFromAnotherString_isEqualWithTheSameHash() {
    EventId id = new EventId("r1", 3);
    EventId other = new EventId(new String("r1".toCharArray()), 3);
    assertEquals(id, other);
    assertEquals(id.hashCode(), other.hashCode());
  }

  @Test
  void equals_anotherLineOrIndexOrType_isNotEqual() {
    EventId id = new EventId("r1", 3);
    assertNotEquals(id, new EventId("r2", 3));
    assertNotEquals(id, new EventId("r1", 4));
    assertNotEquals(id, (Object) "r1:3");
  }

  @Test
  void hashCode_isTheRecordForm_soHashedCollectionsKeepTheirOrder() {
    assertEquals(31 * "mutex".hashCode() + 7, new EventId("mutex", 7).hashCode());
  }
}
