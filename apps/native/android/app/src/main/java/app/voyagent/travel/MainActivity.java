package app.voyagent.travel;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
