package ro.salvia.shop;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
