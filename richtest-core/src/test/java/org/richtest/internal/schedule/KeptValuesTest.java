package org.richtest.internal.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.richtest.NondeterminismException;

/**
 * The store of the values fields of objects outliving a run held at a run's first access: a first
 * read that finds another value than the first kept is a divergence, a first write only keeps the
 * value it overwrites, and dropped objects leave nothing behind.
 */
class KeptValuesTest {

  private final KeptValues kept = new KeptValues();

  @Test
  void firstReadOfTheSameValue_isNoDivergence() {
    Object owner = new Object();

    assertNull(kept.check(owner, "C.f", () -> 1000, true));
    assertNull(kept.check(owner, "C.f", () -> Integer.valueOf(1000), true));
    assertNull(kept.check(null, "C.s", () -> "text", true));
    assertNull(kept.check(null, "C.s", () -> new String("text"), true));
  }

  @Test
  void firstReadOfAnotherValue_divergesNamingTheFieldAndBothValues() {
    Object owner = new Object();
    kept.check(owner, "com.acme.Flag.raised", () -> false, true);

    NondeterminismException e = kept.check(owner, "com.acme.Flag.raised", () -> true, true);

    assertNotNull(e);
    assertTrue(e.getMessage().startsWith(KeptValues.READ_KEPT + "field com.acme.Flag.raised of "
        + "java.lang.Object@"), e.getMessage());
    assertTrue(e.getMessage().contains(" read true where an earlier run found it as false"),
        e.getMessage());
  }

  @Test
  void objectsAreComparedByIdentity() {
    List<String> equalButNotSame = List.of("a");
    kept.check(null, "C.list", () -> equalButNotSame, true);

    assertNull(kept.check(null, "C.list", () -> equalButNotSame, true));
    assertNotNull(kept.check(null, "C.list", () -> new ArrayList<>(equalButNotSame), true));
    assertNull(kept.check(null, "C.none", () -> null, true));
    assertNotNull(kept.check(null, "C.none", () -> equalButNotSame, true));
  }

  /** A first write keeps what it overwrites, so a later first read is compared with that. */
  @Test
  void firstWrite_keepsTheValueBeforeItAndComparesNothing() {
    Object owner = new Object();
    AtomicInteger asked = new AtomicInteger();
    Supplier<@Nullable Object> lowered = () -> {
      asked.incrementAndGet();
      return false;
    };

    assertNull(kept.check(owner, "C.f", lowered, false));
    assertNull(kept.check(owner, "C.f", () -> true, false));
    assertNull(kept.check(owner, "C.f", lowered, false));

    assertEquals(1, asked.get(), "the value is read only until one is kept");
    assertNotNull(kept.check(owner, "C.f", () -> true, true));
  }

  @Test
  void fieldsOfOtherObjectsAndStaticFieldsAreApart() {
    Object one = new Object();
    Object other = new Object();
    kept.check(one, "C.f", () -> 1, true);

    assertNull(kept.check(other, "C.f", () -> 2, true));
    assertNull(kept.check(null, "C.f", () -> 3, true));
    assertNull(kept.check(one, "C.g", () -> 4, true));
    assertEquals(4, kept.size());
  }

  /** Objects made by runs and dropped are forgotten: the store stays as small as what lives. */
  @Test
  void droppedObjects_leaveNothingBehind() {
    Object living = new Object();
    kept.check(living, "C.f", () -> 1, true);
    for (int i = 0; i < 1_000; i++) {
      Object dropped = new Object();
      kept.check(dropped, "C.f", () -> 1, true);
      kept.collected(dropped);
    }

    assertEquals(1, kept.size());
    assertNull(kept.check(living, "C.f", () -> 1, true));
  }

  /** What a field read first holds at the end is compared with what the first access found. */
  @Test
  void left_namesAFieldReadFirstThatHoldsAnotherValueNow() {
    Object owner = new Object();
    AtomicInteger field = new AtomicInteger(1);
    kept.check(owner, "com.acme.Counter.value", field::get, true);
    kept.check(null, "com.acme.Counter.total", field::get, true);
    field.set(2);

    List<KeptValues.Left> left = kept.left(owner);

    assertEquals(2, left.size(), left.toString());
    assertEquals(new KeptValues.Left("field com.acme.Counter.value of " + named(owner), false,
        "1", "2"), left.get(1), "by the class and field names");
    assertEquals(new KeptValues.Left("static field com.acme.Counter.total", true, "1", "2"),
        left.get(0));
    assertEquals("the exploration leaves static field com.acme.Counter.total as 2 where it found"
        + " it as 1 when its runs first read it; a later exploration or test in the same class"
        + " loader starts from 2, not from the state explored here: set it at the start of run()",
        left.get(0).warning());
    assertTrue(left.get(1).warning().endsWith("set it at the start of run(), or make its object"
        + " inside run()"), left.get(1).warning());
  }

  /** A field written first (reset at the start of each run) is the program's own: never named. */
  @Test
  void left_namesNoFieldWrittenFirstNorOneUnchanged() {
    AtomicInteger written = new AtomicInteger(1);
    kept.check(null, "C.written", written::get, false);
    kept.check(null, "C.written", written::get, true);
    kept.check(null, "C.same", () -> "text", true);
    written.set(2);

    assertEquals(List.of(), kept.left(null));
  }

  /** An object since dropped is not compared: nothing later can start from it. */
  @Test
  void left_comparesNoFieldOfADroppedObject() {
    AtomicInteger field = new AtomicInteger(1);
    Object dropped = new Object();
    kept.check(dropped, "C.f", field::get, true);
    kept.check(dropped, "C.f", field::get, false);
    field.set(2);

    kept.collected(dropped);

    assertEquals(0, kept.size());
    assertEquals(List.of(), kept.left(null));
  }

  /**
   * A field of an object other than the program's is compared only once a later run met it again:
   * met once, the object may be one its run made without the agent seeing it made, which only the
   * collector would drop, when it likes.
   */
  @Test
  void left_comparesAFieldOfAnotherObjectOnlyOnceALaterRunMetIt() {
    Object other = new Object();
    AtomicInteger field = new AtomicInteger(1);
    kept.check(other, "C.f", field::get, true);
    field.set(2);

    assertEquals(List.of(), kept.left(new Object()), "met in one run only");
    kept.check(other, "C.f", field::get, false);
    assertEquals(List.of(new KeptValues.Left("field C.f of " + named(other), false, "1", "2")),
        kept.left(new Object()));
  }

  /** A later run of another explorer, or of the same, meeting the field again is told the start. */
  @Test
  void left_ofTheStart_comparesAFieldMetAgainByAnyExplorer() {
    KeptValues start = new KeptValues();
    Object byTwo = new Object();
    Object byOneTwice = new Object();
    Object once = new Object();
    AtomicInteger field = new AtomicInteger(1);

    KeptValues.around(start, () -> {
      KeptValues explorer = KeptValues.forExploration();
      explorer.check(byTwo, "C.f", field::get, true);
      explorer.check(byOneTwice, "C.g", field::get, true);
      explorer.check(byOneTwice, "C.g", field::get, true);
      return explorer.check(once, "C.h", field::get, true);
    });
    KeptValues.around(start,
        () -> KeptValues.forExploration().check(byTwo, "C.f", field::get, true));
    field.set(2);

    assertEquals(List.of("field C.f of " + named(byTwo), "field C.g of " + named(byOneTwice)),
        start.left(null).stream().map(KeptValues.Left::where).toList());
  }

  /** Fields of the same name are named in the order of their first access, not of their hashes. */
  @Test
  void left_ordersFieldsByNameThenFirstAccess() {
    List<Object> owners = new ArrayList<>();
    AtomicInteger field = new AtomicInteger(1);
    for (int i = 0; i < 20; i++) {
      Object owner = new Object();
      owners.add(owner);
      kept.check(owner, "C.f", field::get, true);
      kept.check(owner, "C.f", field::get, false);
    }
    kept.check(null, "C.a", field::get, true);
    field.set(2);

    List<String> expected = new ArrayList<>(List.of("static field C.a"));
    owners.forEach(owner -> expected.add("field C.f of " + named(owner)));
    assertEquals(expected, kept.left(null).stream().map(KeptValues.Left::where).toList());
  }

  /** A kept object since collected is not the null a field holds now. */
  @Test
  void collectedObject_differsFromNull() {
    Object value = new Object();
    kept.check(null, "C.o", () -> value, true);

    kept.collected(value);

    assertNotNull(kept.check(null, "C.o", () -> null, true));
  }

  /**
   * The stores of an exploration's explorers, each fresh (a start over compares with the state
   * left), tell the exploration's store what they keep first: the first explorer's value is the one kept.
   */
  @Test
  void storesMadeAround_tellTheExplorationsStoreTheirFirstValues() {
    KeptValues start = new KeptValues();
    Object owner = new Object();
    AtomicInteger field = new AtomicInteger(1);

    KeptValues.around(start, () -> KeptValues.forExploration().check(owner, "C.f", field::get,
        true));
    field.set(2);
    NondeterminismException again = KeptValues.around(start,
        () -> KeptValues.forExploration().check(owner, "C.f", field::get, true));
    field.set(3);

    assertNull(again, "a new explorer's store compares with what it finds first");
    assertEquals(List.of(new KeptValues.Left("field C.f of " + named(owner), false, "1", "3")),
        start.left(null));
    KeptValues.forExploration().check(owner, "C.g", field::get, true);
    field.set(4);
    assertEquals(List.of(new KeptValues.Left("field C.f of " + named(owner), false, "1", "4")),
        start.left(null), "unbound, a store tells the start nothing");
  }

  private static String named(Object owner) {
    return "java.lang.Object@" + Integer.toHexString(System.identityHashCode(owner));
  }
}
