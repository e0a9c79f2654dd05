package org.richtest.internal.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.richtest.event.EventId;

/** A variant survives its binary form, every kind of prescription included. */
class VariantCodecTest {

  private static final EventId SEND = new EventId("T1", 1);
  private static final EventId WRITE = new EventId("x", 1);
  private static final EventId RECEIVE = new EventId("s", 1);
  private static final EventId UNMATCHED = new EventId("s", 2);
  private static final EventId READ = new EventId("T2", 1);
  private static final EventId UNMATCHED_READ = new EventId("T2", 2);

  @Test
  void writeThenRead_everyKindOfPrescription_theSameVariant() throws IOException {
    Variant variant = Variant.prescribing(
        List.of(SEND, WRITE, RECEIVE, UNMATCHED, READ, UNMATCHED_READ),
        List.of(
            new Prescription.Send("x", "set"),
            new Prescription.Receive(SEND),
            new Prescription.Receive(null),
            new Prescription.Receive(null),
            new Prescription.Receive(WRITE, true),
            new Prescription.Receive(null, true)),
        Map.of(UNMATCHED_READ, "y"),
        Set.of(WRITE, READ));

    Variant back = roundTrip(variant);

    assertEquals(variant.size(), back.size());
    int[] positions = variant.positions();
    int[] backPositions = back.positions();
    for (int i = 0; i < positions.length; i++) {
      int p = positions[i];
      int b = backPositions[i];
      assertEquals(variant.id(p), back.id(b));
      assertEquals(variant.prescription(p), back.prescription(b), "event " + variant.id(p));
      assertEquals(variant.isBlack(p), back.isBlack(b));
      assertEquals(variant.variableOf(p), back.variableOf(b));
    }
    assertTrue(((Prescription.Receive) back.prescription(READ)).read());
    assertEquals("y", back.variableOf(back.position(UNMATCHED_READ)));
    assertTrue(back.isBlack(READ));
    assertFalse(back.isBlack(RECEIVE));
  }

  @Test
  void prescribing_aGapOnALine_refused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Variant.prescribing(
            List.of(new EventId("T1", 2)),
            List.of(new Prescription.Send("x", "set")),
            Map.of(),
            Set.of()));

    assertTrue(e.getMessage().contains("T1:2"), e.getMessage());
  }

  private static Variant roundTrip(Variant variant) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    VariantCodec.write(variant, new DataOutputStream(bytes));
    return VariantCodec.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
  }
}
