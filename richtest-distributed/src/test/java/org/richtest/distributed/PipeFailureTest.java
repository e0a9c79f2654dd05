package org.richtest.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.CarriersHeldException;
import org.richtest.ExplorationOptions;
import org.richtest.NondeterminismException;
import org.richtest.UnsupportedProgramException;

/** A worker's failure crosses the pipe and is thrown again as the sequential explorer throws it. */
class PipeFailureTest {

  private static final ExplorationOptions OPTIONS = ExplorationOptions.defaults();

  private static RuntimeException across(RuntimeException e) throws Exception {
    return PipeFailure.fromBytes(PipeFailure.of(e, OPTIONS).toBytes()).toException();
  }

  @Test
  void toException_afterTheBytes_isOfTheWorkersType() throws Exception {
    for (RuntimeException e : List.of(new NondeterminismException("diverged"),
        new UnsupportedProgramException("not modelled at all"),
        new CarriersHeldException(Duration.ofSeconds(10), 2))) {
      RuntimeException again = across(e);
      assertEquals(e.getClass(), again.getClass(), e.toString());
      assertEquals(e.getMessage(), again.getMessage());
    }
    assertTrue(((UnsupportedProgramException) across(
        new UnsupportedProgramException("no option"))).modelling(OPTIONS).isEmpty());
    UnsupportedProgramException threadEnds = assertInstanceOf(UnsupportedProgramException.class,
        across(new UnsupportedProgramException("ends", options -> options.withThreadEnds(true))));
    assertTrue(threadEnds.modelling(OPTIONS).orElseThrow().modelsThreadEnds());
    RuntimeException defect = assertInstanceOf(WorkerProcessException.class,
        across(new IllegalArgumentException("bad")));
    assertEquals("a worker process failed: java.lang.IllegalArgumentException: bad",
        defect.getMessage());
  }
}
